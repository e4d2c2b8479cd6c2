// What the content editor's preview knows of the site beyond the entry being edited: written by the
// build (scripts/cms-assets.ts, from the loaders) into /admin/preview-data.json, read once by the
// editor. Data only (no code, no file read): the entries the editor holds are laid over it, so an
// edited shared item or company fact shows on the page being previewed.
import type { FileFormLists } from '@/content/generated/file-forms';
import type { SharedKind } from '@/content/schema/shared-kinds';
import type { TemplateName } from '@/content/schema/templates';
import type { ArticleSummary, Img } from '@/content/types';

export type PreviewData = {
  /** content/company.yml as written (the preview parses it, or the Company entry being edited). */
  company: unknown;
  /** Every shared item as written, by kind and key. */
  shared: Record<SharedKind, Record<string, unknown>>;
  /** The generated pages' words as written (content/templates/<name>.yml). */
  templates: Record<TemplateName, unknown>;
  /** Every picture the build made, by `pictureKey` (content/schema/image.ts), alt text aside. */
  pictures: Record<string, Img>;
  /** Each catalog logo that opens a page, as the data URL the build inlines, by src. */
  leadImages: Record<string, string>;
  /** Every drawn SVG under public/: its size, and its data URL when small enough to inline. */
  svgs: Record<string, { width: number; height: number; inline?: string }>;
  /** The newest posts as cards (a newsCards section's `articles: { latest: n }`). */
  latestNews: ArticleSummary[];
  /** The collections' lists the file-form sections show (help topics, open positions, news). */
  fileForms: FileFormLists;
  /** Each shared kind's block to preview an item in (none: settings, e.g. carousel presets). */
  sharedBlocks: Partial<Record<SharedKind, SharedBlock>>;
  /**
   * What the build publishes of each described collection (content/collections/), by its name, as
   * its descriptor's `related` keeps them: an item page's related lists (news and help articles as
   * cards, the open positions).
   */
  published: Record<string, unknown[]>;
};

/** Where the build writes it, under the editor's folder. */
export const previewDataFile = 'preview-data.json';

/** Where a shared kind shows: a page's section that names items of it, and the field that does. */
export type SharedBlock = {
  /** The page it is from, and its meta (the page schema wants one). */
  path: string;
  meta: unknown;
  /** The section as written; `field` is replaced by the one item previewed. */
  section: Record<string, unknown>;
  field: string;
  /** The field is a list of keys (a FAQ's items), not one key (a video). */
  list: boolean;
};
