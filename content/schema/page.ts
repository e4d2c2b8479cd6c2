// A page's content as a zod schema: meta, header and footer options and its ordered sections. The
// build parses every page with it (content/load/page-files.ts); PageContent is its inferred type.
// A page file also says where it is served (`route`): the route map lists page files by it.
import { z } from 'zod';
import { languages } from '../catalog/languages';
import { internalPathSchema, line, text } from './common';
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

const otherLanguage = z.enum(languages.filter((lang) => lang !== 'en') as ['hi']);

/**
 * Where a page file is served and how the site names it. The path is its folder under app/ (one
 * `page.tsx` naming the same path): a file and its folder are the whole of a page.
 */
export const pageRouteSchema = z
  .strictObject({
    path: internalPathSchema.meta({
      widget: 'hidden',
      description: 'The address the page is served at (a developer changes it).',
    }),
    name: line('Name', 'The page’s short name in the navigation, breadcrumbs and the sitemap.'),
    indexable: z.boolean().meta({
      title: 'Found by search engines',
      description:
        'Off for pages search engines should not index: themed variants, sign-in and stub screens.',
    }),
    /** The page's language when not English: its `<html lang>`, og:locale, its switch's words. */
    lang: otherLanguage.optional().meta({
      widget: 'hidden',
      description: 'The page’s language when not English.',
    }),
    /** The same page in the other languages: hreflang both ways and a visible switch. */
    translations: z.partialRecord(z.enum(languages), internalPathSchema).optional().meta({
      title: 'Translations',
      description: 'The path of this page in each other language.',
    }),
  })
  .meta({ title: 'Route' });

/**
 * A page file (content/pages/<name>.yml) or campaign page as written: the page schema with only
 * the sections a file can fill (blockSectionSchema: blocks, and generated sections in their file
 * form, which content/generated/ fills); the editor's forms are built from it.
 */
export const pageFileSchema = z.strictObject({
  route: pageRouteSchema.optional(),
  ...pageSchema.shape,
  sections: z.array(blockSectionSchema).meta({ title: 'Sections' }),
});
