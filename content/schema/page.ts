// A page's content as a zod schema: meta, header and footer options and its ordered sections. The
// build parses every page with it (content/pages/load.ts); PageContent is its inferred type.
import { z } from 'zod';
import { line, text } from './common';
import { sectionSchema } from './sections';

export const headerOptionsSchema = z.strictObject({
  /** Dark bar with light text (for dark heroes). */
  dark: z.boolean().optional().meta({ description: 'Dark bar with light text (for dark heroes).' }),
  /** Overlays the first section instead of pushing it down. */
  absolute: z
    .boolean()
    .optional()
    .meta({ description: 'Overlays the first section instead of pushing it down.' }),
  /** Sticks to the top once the page scrolls past the threshold (default true). */
  sticky: z.boolean().optional().meta({
    description: 'Sticks to the top once the page scrolls past the threshold (default true).',
  }),
});

export const footerOptionsSchema = z.strictObject({
  tone: z.enum(['light', 'dark']).optional(),
  /** Decorative background artwork behind the footer. */
  background: z
    .boolean()
    .optional()
    .meta({ description: 'Decorative background artwork behind the footer.' }),
  /** Only the bottom bar (copyright and socials), for focused screens like forms. */
  minimal: z.boolean().optional().meta({
    description: 'Only the bottom bar (copyright and socials), for focused screens like forms.',
  }),
});

export const pageMetaSchema = z.strictObject({
  title: line('Title', 'The page’s <title> (the site’s name is added).'),
  description: text('Description', 'The meta description search engines show.'),
});

/** How a page presents itself when shared, beyond its meta (news articles). */
export const pageShareSchema = z.strictObject({
  /** The page's own share image (default: the site's). */
  image: z
    .strictObject({ url: z.string(), alt: z.string() })
    .optional()
    .meta({ description: "The page's own share image (default: the site's)." }),
  /** An article's facts for Open Graph (`og:type` article). */
  article: z
    .strictObject({ publishedTime: z.string(), author: z.string(), section: z.string() })
    .optional()
    .meta({ description: "An article's facts for Open Graph (`og:type` article)." }),
});

export const pageSchema = z.strictObject({
  meta: pageMetaSchema,
  /** `false` for full-screen pages without the site header. */
  header: z
    .union([headerOptionsSchema, z.literal(false)])
    .optional()
    .meta({
      title: 'Header',
      description: '`false` for full-screen pages without the site header.',
    }),
  /** `false` for full-screen pages without the site footer. */
  footer: z
    .union([footerOptionsSchema, z.literal(false)])
    .optional()
    .meta({
      title: 'Footer',
      description: '`false` for full-screen pages without the site footer.',
    }),
  sections: z.array(sectionSchema).meta({ title: 'Sections' }),
});
