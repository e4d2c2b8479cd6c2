// A page: its sections (the union the section registry renders), header, footer and meta. The
// schemas (content/schema/page.ts, content/schema/sections.ts) are the source; these are their
// inferred types.
import type { z } from 'zod';
import type {
  footerOptionsSchema,
  headerOptionsSchema,
  pageMetaSchema,
  pageSchema,
  pageShareSchema,
} from '../schema/page';
import type { sectionSchema } from '../schema/sections';

export type Section = z.infer<typeof sectionSchema>;

export type HeaderOptions = z.infer<typeof headerOptionsSchema>;

export type FooterOptions = z.infer<typeof footerOptionsSchema>;

export type PageMeta = z.infer<typeof pageMetaSchema>;

/** How a page presents itself when shared, beyond its meta (news articles). */
export type PageShare = z.infer<typeof pageShareSchema>;

export type PageContent = z.infer<typeof pageSchema>;
