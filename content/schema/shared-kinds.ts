// The kinds of shared items: content several pages show, one YAML file per item under `folder`
// (the file name without `.yml` is the item's key). Pages point to them with sharedRef(kind)
// (content/schema/refs.ts); the editor offers each kind as a collection of its own.
import type { z } from 'zod';
import { imageOf } from './image';
import {
  carouselConfigSchema,
  faqItemSchema,
  founderQuoteSchema,
  pricePlanSchema,
  processSchema,
  testimonialSchema,
  videoSchema,
} from './common';

export const sharedKinds = {
  testimonials: {
    label: 'Testimonials',
    singular: 'Testimonial',
    // Listed by who is quoted, not by the quote's first words.
    summary: '{{organisation}}: {{headline}}',
    schema: testimonialSchema,
    folder: 'content/shared/testimonials',
  },
  logos: {
    label: 'Client and brand logos',
    singular: 'Logo',
    schema: imageOf('logo'),
    folder: 'content/shared/logos',
  },
  plans: {
    label: 'Price plans',
    singular: 'Price plan',
    schema: pricePlanSchema,
    folder: 'content/shared/plans',
  },
  faqs: {
    label: 'FAQ items',
    singular: 'FAQ item',
    schema: faqItemSchema,
    folder: 'content/shared/faqs',
  },
  videos: {
    label: 'Videos',
    singular: 'Video',
    schema: videoSchema,
    folder: 'content/shared/videos',
  },
  carousels: {
    label: 'Carousel presets',
    singular: 'Carousel preset',
    schema: carouselConfigSchema,
    folder: 'content/shared/carousels',
  },
  quotes: {
    label: 'Quotes',
    singular: 'Quote',
    schema: founderQuoteSchema,
    folder: 'content/shared/quotes',
  },
  processes: {
    label: 'Process steps',
    singular: 'Process',
    schema: processSchema,
    folder: 'content/shared/processes',
  },
} as const;

export type SharedKind = keyof typeof sharedKinds;

/** One item of a shared kind, as its schema parses it. */
export type SharedItem<K extends SharedKind> = z.output<(typeof sharedKinds)[K]['schema']>;
