// Building blocks shared by many sections, as zod schemas: links, images, calls to action, people
// and plans. Their inferred types are the content model's (content/types.ts). Editor hints
// ride on `.meta()` (title: the field's label, description: its hint, widget: 'text' for
// multi-line text).
import { z } from 'zod';
import { iconNames } from '../catalog/icons';
import { imageOf } from './image';
import { contentHref, sitePath, sitePathForm } from '../../lib/inline-links';

/**
 * A calendar day, YYYY-MM-DD (a post's date, an opening's validThrough), a real one (not 30
 * February). Every content file is read as YAML 1.2, so it arrives as the text written.
 */
export const daySchema = z.iso.date({ error: 'must be a date written as YYYY-MM-DD' });

/** A single line of copy with an editor label. */
export const line = (title?: string, description?: string) =>
  z.string().meta({ ...(title ? { title } : {}), ...(description ? { description } : {}) });

/** Multi-line copy (a lead, a paragraph, an answer). */
export const text = (title?: string, description?: string) =>
  z.string().meta({
    widget: 'text',
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
  });

export const iconNameSchema = z.enum(iconNames).meta({
  title: 'Icon',
  description: 'The icon shown with it, chosen from the list.',
});

/** What an internal path is typed as: `/` or `/x/`. */
type SitePath = '/' | `/${string}/`;
/** What a link is typed as: a site path (with a fragment or not), or a mail, phone or web target. */
type Href =
  SitePath | `/${string}#${string}` | `mailto:${string}` | `tel:${string}` | `https://${string}`;

/**
 * A site path as links write it: `/` or `/x/` (the export uses trailing slashes), made of plain
 * segments only (lib/inline-links.ts `sitePath`): `//evil.example/` and `/\evil.example/` are
 * another host to a browser, so they are refused, with the file and the field named by the loader,
 * and by the editor's field before Save (one pattern: components/editor/config/cms-fields.ts reads it from the schema).
 * Which paths exist is the route map's business (content/routes.ts); the content lint checks every
 * internal href against it, fragments included, so the content model need not import the routes.
 */
export const internalPathSchema = z.string().regex(sitePath, { error: sitePathForm }).meta({
  description: 'A page of this site as links write it: `/` or `/products/`, ending with a slash.',
}) as unknown as z.ZodType<SitePath, string>;

/**
 * An internal path (optionally with a fragment), or an external / mail / phone target
 * (lib/inline-links.ts `contentHref`). Whatever starts with `/` must be a path of this site: a link
 * leaves the site only when it is written as a full `https://` address.
 */
export const hrefSchema = z
  .string()
  .regex(contentHref, { error: `${sitePathForm}; or a mailto:, tel: or https:// target` })
  .meta({
    title: 'Link',
    description:
      'An internal path (`/x/`, optionally with `#fragment`), or a `mailto:`, `tel:` or `https://` target.',
  }) as unknown as z.ZodType<Href, string>;

/** A generated logo of the catalog (content/catalog/integrations.ts): its size is written there. */
export const catalogImageSchema = z.strictObject({
  src: z.templateLiteral(['/', z.string()]),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});

export const ctaSchema = z.strictObject({
  label: line('Label'),
  href: hrefSchema,
  variant: z.enum(['primary', 'outline', 'light']).optional(),
});

export const toneSchema = z.enum(['light', 'soft', 'dark']).meta({ title: 'Tone' });

export const ratingSchema = z.literal([1, 2, 3, 4, 5]);

export const testimonialSchema = z.strictObject({
  id: z.string(),
  /** Who is quoted: a person's role or the organisation when it prefers not to be named. */
  author: line(
    'Author',
    "Who is quoted: a person's role or the organisation when it prefers not to be named.",
  ),
  role: line('Role'),
  organisation: line('Organisation'),
  quote: text('Quote'),
  /** Short result shown as the card's headline, e.g. "2-3 days to 15 minutes". */
  headline: line(
    'Headline',
    'Short result shown as the card’s headline, e.g. "2-3 days to 15 minutes".',
  ),
  logo: imageOf('logo'),
  rating: ratingSchema,
});

const breakpointSchema = z.strictObject({
  slidesPerView: z.number(),
  spaceBetween: z.number().optional(),
});

/** Swiper settings as data (spec §9). Breakpoint keys are min viewport widths in px. */
export const carouselConfigSchema = z
  .strictObject({
    slidesPerView: z.number(),
    spaceBetween: z.number(),
    speed: z.number(),
    loop: z.boolean(),
    breakpoints: z
      .record(z.coerce.number(), breakpointSchema)
      .optional()
      // Open keys have no form in the editor: kept as the file has them, changed in the file.
      .meta({ description: 'Keys are min viewport widths in px.', widget: 'hidden' }),
    /** Previous / next buttons. */
    navigation: z.boolean().optional().meta({ description: 'Previous / next buttons.' }),
    /** Clickable dots, one per slide. */
    pagination: z.boolean().optional().meta({ description: 'Clickable dots, one per slide.' }),
    /**
     * Moves on by itself every `delay` ms; stops on hover and focus, has a pause button and never
     * runs under prefers-reduced-motion.
     */
    autoplay: z.strictObject({ delay: z.number() }).optional().meta({
      description:
        'Moves on by itself every `delay` ms; stops on hover and focus, has a pause button and never runs under prefers-reduced-motion.',
    }),
  })
  .meta({ description: 'Swiper settings as data (spec §9).' });

export const statSchema = z.strictObject({ value: line('Value'), label: line('Label') });

/** A hosted product video, played in the lightbox only after a click. */
export const videoSchema = z
  .strictObject({ youtubeId: line('YouTube id'), label: line('Label') })
  .meta({ description: 'A hosted product video, played in the lightbox only after a click.' });

export const integrationBadgeSchema = z.enum(['New', 'Premium', 'Free', 'Popular']);

/** A third-party service the platform connects to (content/catalog/integrations.ts). */
export const integrationSchema = z.strictObject({
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  /** One sentence on what the connection does for a lender. */
  description: text('Description', 'One sentence on what the connection does for a lender.'),
  logo: catalogImageSchema,
  badge: integrationBadgeSchema.optional(),
  /** Switched on in every deployment ('Connected') rather than on request ('Connect'). */
  connected: z.boolean().meta({
    description:
      "Switched on in every deployment ('Connected') rather than on request ('Connect').",
  }),
});

export const billingPeriodSchema = z.enum(['monthly', 'yearly']);

/** A price plan; `included: false` features are shown struck out and announced as not included. */
export const pricePlanSchema = z.strictObject({
  name: line('Name'),
  /** Price in `currency` per `period`. */
  price: z.number().meta({ description: 'Price in `currency` per `period`.' }),
  currency: z.literal('USD'),
  period: z.string(),
  summary: text('Summary'),
  features: z.array(z.strictObject({ label: line('Feature'), included: z.boolean() })),
  cta: ctaSchema,
  /** Drawn as the recommended plan. */
  featured: z.boolean().optional().meta({ description: 'Drawn as the recommended plan.' }),
  /**
   * Price and period text per billing option of the section's `billing` choice; when the section
   * has a billing choice, these replace `price` / `period` (which stay the no-JS fallback).
   */
  prices: z
    .partialRecord(billingPeriodSchema, z.strictObject({ price: z.number(), period: z.string() }))
    .optional()
    .meta({
      description:
        "Price and period text per billing option of the section's `billing` choice; these replace `price` / `period` (which stay the no-JS fallback).",
    }),
});

/** A choice of billing period above the plans (radio group); the first option starts selected. */
export const billingChoiceSchema = z.strictObject({
  /** Accessible name of the choice, e.g. "Billing period". */
  label: line('Label', 'Accessible name of the choice, e.g. "Billing period".'),
  options: z.array(z.strictObject({ id: billingPeriodSchema, label: line('Label') })),
});

export const faqItemSchema = z.strictObject({
  question: line('Question'),
  answer: text('Answer'),
});

/** One step of how a project runs: icon, title and a sentence or two. */
export const processStepSchema = z.strictObject({
  icon: iconNameSchema,
  title: line('Title'),
  text: text('Text'),
});

/** Steps several pages show in the same words (how a roll-out runs), kept as one shared item. */
export const processSchema = z
  .strictObject({
    name: line('Name', 'What the steps describe, e.g. “Delivery”.'),
    steps: z.array(processStepSchema).min(1),
  })
  .meta({
    description: 'Steps several pages show in the same words (how a roll-out runs).',
  });

/** A person's quote with portrait (the founder and CEO). */
export const founderQuoteSchema = z.strictObject({
  quote: text('Quote'),
  name: line('Name'),
  role: line('Role'),
  avatar: imageOf('avatar'),
});

/** The section's id: links reach it as `#id`. */
export const id = () =>
  line(
    'Link name (#…)',
    'What a link to this section ends with after #, e.g. pricing for /products/#pricing.',
  );
export const eyebrow = () => line('Eyebrow', 'Short line above the title.');
export const title = () => line('Title');
export const lead = () => text('Lead');

/** The heading most sections open with: anchor id, eyebrow, title, lead and tone. */
export const headed = {
  id: id(),
  eyebrow: eyebrow().optional(),
  title: title(),
  lead: lead().optional(),
  tone: toneSchema,
};
