// The kinds of shared items: content several pages show, one YAML file per item under `folder`
// (the file name without `.yml` is the item's key). Pages point to them with sharedRef(kind)
// (content/schema/refs.ts); the editor offers each kind as a collection of its own.
import {
  carouselConfigSchema,
  faqItemSchema,
  founderQuoteSchema,
  imgSchema,
  pricePlanSchema,
  processSchema,
  testimonialSchema,
  videoSchema,
} from './common';

export const sharedKinds = {
  testimonials: {
    label: 'Testimonials',
    schema: testimonialSchema,
    folder: 'content/shared/testimonials',
  },
  logos: { label: 'Client and brand logos', schema: imgSchema, folder: 'content/shared/logos' },
  plans: { label: 'Price plans', schema: pricePlanSchema, folder: 'content/shared/plans' },
  faqs: { label: 'FAQ items', schema: faqItemSchema, folder: 'content/shared/faqs' },
  videos: { label: 'Videos', schema: videoSchema, folder: 'content/shared/videos' },
  carousels: {
    label: 'Carousel presets',
    schema: carouselConfigSchema,
    folder: 'content/shared/carousels',
  },
  quotes: { label: 'Quotes', schema: founderQuoteSchema, folder: 'content/shared/quotes' },
  processes: {
    label: 'Process steps',
    schema: processSchema,
    folder: 'content/shared/processes',
  },
} as const;

export type SharedKind = keyof typeof sharedKinds;
