// The shape of a collection's descriptor (content/collections/<name>.ts) and what the loader, the
// route map and the editor's preview hand its functions: the registry is index.ts. Pure: types and
// one string helper.
import type { z } from 'zod';
import type { InternalPath, PageContent, Publication, RenderedMarkdown } from '../types';
import type { DatedItem } from '../schema/schedule';
import type { Company } from '../schema/company';
import type { ImageReader } from '../schema/image';
import type { Template, TemplateName } from '../schema/templates';
import type { EntryContext, EntryInput, EntryProblem } from '../check/context';
import type { FileFormPage } from '../generated/file-forms';

/** A file of the collection as parsed: its front matter, slug (file name), path and body. */
export type DescribedEntry<Front> = Front & { slug: string; file: string; body: RenderedMarkdown };

/** What the loader hands the descriptor's builders: the items, their words and the clock. */
export type Described<Item, Words> = {
  now: Date;
  company: Company;
  items: Item[];
  /** Read when first asked. */
  words: Words;
};

/** The readers the loader hands `words`: the descriptor reads no file itself. */
export type WordsReader = {
  /** A template of content/schema/templates.ts: content/templates/<name>.yml, parsed. */
  template<N extends TemplateName>(name: N): Template<N>;
  /** The collection's own template (`template`): content/templates/<name>.yml, parsed. */
  own<S extends z.ZodType>(template: OwnTemplate<S>): z.output<S>;
  /** A page file (content/pages/<name>.yml) as parsed, its generated sections in their file form. */
  pageFile(name: string): FileFormPage;
};

/** What the loader hands `itemOf` besides the entry: the clock, the company and readers. */
export type ItemContext<Words> = {
  timeZone: string;
  now: Date;
  /** The build's day in the company's time zone (YYYY-MM-DD). */
  today: string;
  publication: Publication;
  company: Company;
  /** The collection's words (read when first asked). */
  words: () => Words;
  /** A picture as the build makes it (content/load/images.ts, pictureOf over the content root). */
  picture: ImageReader;
};

/** What the editor's preview hands `preview`: the clock, the company and what the build published. */
export type PreviewContext = {
  timeZone: string;
  now: Date;
  publication: Publication;
  company: { name: string; timeZone: string };
  /** The editor's image reader (the preview data's pictures). */
  images: ImageReader;
  /** The collection's items the build published, as `related` gave them (the preview data). */
  published: readonly unknown[];
};

/** A template a collection owns: its words, schema and the label the editor lists it by. */
export type OwnTemplate<S extends z.ZodType = z.ZodType> = {
  name: string;
  label: string;
  paths: string;
  preview: string;
  schema: S;
};

/** A template of content/schema/templates.ts the preview parses, by name. */
export type PreviewTemplate = { name: string; label: string; schema: z.ZodType };

/** A page the route map lists: its path (params for a dynamic folder), name and content. */
export type DescribedPage<Params> = {
  params: Params;
  path: InternalPath;
  name: string;
  indexable: boolean;
  /** Which collection an item page belongs to: its search kind (`search.kind`). */
  collection?: string;
  lastModified?: string;
  content: () => PageContent;
  /** What a share of the page shows (og:image, an article's facts). */
  share?: unknown;
  /** Built before its publishAt (a preview build): the route map marks it. */
  scheduled?: Publication['scheduled'];
};

/** A feed of the collection (a route of its own folder), announced on its pages. */
export type DescribedFeed = { path: string; type: string; title: string };

export type CollectionDescriptor<Front, Item, Words, Families> = {
  /** The collection's name: the editor's, the route map's `collection` of its item pages. */
  name: string;
  /** Its folder under content/ (CONTENT_ROOT), one `<slug>.md` per item. */
  folder: string;
  /** The front matter's schema. */
  schema: z.ZodType<Front>;
  /** A template of its own (content/templates/<name>.yml), listed under the editor's Generated pages. */
  template?: OwnTemplate;
  /** Its pages' words, read with the loader's readers (templates, page files). */
  words(read: WordsReader): Words;
  /** An item from its parsed file, at `now`, its wall times read in `timeZone`. */
  itemOf(entry: DescribedEntry<Front>, context: ItemContext<Words>): Item;
  /** The items in the order the site lists them (and anything that needs them all). */
  order?(items: Item[]): Item[];
  /** Where its item pages are. */
  itemPath(slug: string): InternalPath;
  /** Where its pages are: its first listing (the parent of its families). */
  home: InternalPath;
  /**
   * A listing the collection builds (a fixed path of the route map), when no page file of
   * content/pages/ holds it.
   */
  listing?: { pageSize: number };
  /** The listing's first page as the route map holds it (with `listing`). */
  listingPage?(data: Described<Item, Words>): { name: string; content: PageContent };
  /** The families of generated pages, keyed by their app/ folder, parent `home`. */
  families(load: () => Described<Item, Words>): Families;
  /** Its feeds (routes of its own folder), announced by `<link rel="alternate">` on its pages. */
  feeds: readonly DescribedFeed[];
  /** Site search: the kind its item pages are indexed as, the listing pages it leaves out. */
  search: { kind: string; listings: readonly string[] };
  /** `npm run schedule:due`: the dated fields of a file and what each changes. */
  schedule: {
    schema: z.ZodType;
    datedItem(dates: Record<string, string | undefined>, file: string, slug: string): DatedItem;
  };
  /** The entry check's rules only a whole entry shows (content/check/entry.ts). */
  check?: {
    /**
     * Its rules across fields (a post's date or its publishAt), over the raw text of each field,
     * as its schema applies them: the entry check runs them too when a field does not parse, so
     * every problem shows at once.
     */
    crossField?(data: Record<string, string | undefined>): EntryProblem[];
    /** Its body's own rules (an opening's sections). */
    body?(body: RenderedMarkdown): EntryProblem[];
    /** Its images outside the schema, its slug, the other items it names. */
    more?(entry: Record<string, unknown>, input: EntryInput, context: EntryContext): EntryProblem[];
  };
  /** The content editor's collection: its labels and list, over `schema` and a Markdown body. */
  editor: {
    label: string;
    labelSingular: string;
    description?: string;
    summary: string;
    sortableFields: (string | { field: string; default_sort: 'asc' | 'desc' })[];
    bodyHint: string;
    /** What a new entry's body starts with. */
    bodyTemplate?: string;
    /** Its relation fields name items of the collection itself (`ref: <name>`). */
    refersToItself?: boolean;
  };
  /** What the editor's preview data keeps of the published items (the related lists). */
  related(data: Described<Item, Words>): unknown[];
  /**
   * The editor's preview of an entry: the page the build makes of it, from the entry's data, the
   * templates' words (`templates`, parsed, in order) and the preview's context (in the browser:
   * pure builders only).
   */
  preview: {
    templates: readonly PreviewTemplate[];
    page(entry: DescribedEntry<Front>, words: never, context: PreviewContext): PageContent;
  };
};

/**
 * What a list in the editor shows of a scheduled entry: "scheduled for 2026-11-30 09:00" (its
 * publishAt, in the company's zone), nothing when it has none. `before`: what separates it from
 * what precedes it. Decap's summary templates take one filter per variable: `ternary` writes the
 * words, then the value itself (empty when absent).
 */
export const scheduledFor = (before = '') =>
  `{{publishAt | ternary('${before}scheduled for ', '')}}{{publishAt}}`;
