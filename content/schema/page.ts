// A page's content as a zod schema: meta, header and footer options and its ordered sections. The
// build parses every page with it (content/generated/load.ts); PageContent is its inferred type.
import { z } from 'zod';
import { line, text } from './common';
import { blockSectionSchema, sectionSchema } from './sections';

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

/**
 * Header or footer options as a file writes them, with `hidden: true` for a full-screen page
 * without it (the editor cannot write `false` for a group of options); a page gets `false` then.
 */
const hideable = <Options extends z.ZodObject>(options: Options, what: 'header' | 'footer') =>
  options
    .extend({
      hidden: z
        .boolean()
        .optional()
        .meta({
          title: `No site ${what}`,
          description: `For full-screen pages without the site ${what}; the other options then do nothing.`,
        }),
    })
    .transform(({ hidden, ...rest }) => (hidden ? (false as const) : (rest as z.output<Options>)));

export const pageSchema = z.strictObject({
  meta: pageMetaSchema,
  header: hideable(headerOptionsSchema, 'header').optional().meta({ title: 'Header' }),
  footer: hideable(footerOptionsSchema, 'footer').optional().meta({ title: 'Footer' }),
  sections: z.array(sectionSchema).meta({ title: 'Sections' }),
});

/**
 * A page file (content/pages/<name>.yml) or campaign page as written: the page schema with only
 * the sections a file can fill (blockSectionSchema: blocks, and generated sections in their file
 * form, which content/generated/ fills); the editor's forms are built from it.
 */
export const pageFileSchema = pageSchema.extend({
  sections: z.array(blockSectionSchema).meta({ title: 'Sections' }),
});
