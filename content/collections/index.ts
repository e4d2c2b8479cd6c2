// The collections described by one module each (content/collections/<name>.ts): what is specific
// to a collection of Markdown files in one place, and the consumers (the route map, the sitemap
// through it, site search, `npm run schedule:due`, the content editor and its checks and preview,
// the loader) loop over `collectionDescriptors`. Adding such a collection is its descriptor and
// its line here (and its rules across fields in rules.ts, for the editor's checks); see docs/developers.md › Adding a collection. Pure: nothing here reads a file
// (the loader, content/load/described.ts, does), so the editor's browser bundle imports it too.
import type { z } from 'zod';
import type { InternalPath, PageContent, Publication, RenderedMarkdown } from '../types';
import type { DatedItem } from '../schema/schedule';
import type { Company } from '../schema/company';
import { eventsCollection } from './events';

/** A file of the collection as parsed: its front matter, slug (file name), path and body. */
export type DescribedEntry<Front> = Front & { slug: string; file: string; body: RenderedMarkdown };

/** What the loader hands the descriptor's builders: the items, their words and the clock. */
export type Described<Item, Words> = {
  now: Date;
  company: Company;
  items: Item[];
  words: Words;
};

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
  /** Built before its publishAt (a preview build): the route map marks it. */
  scheduled?: Publication['scheduled'];
};

export type CollectionDescriptor<Front, Item, Words, Families> = {
  /** The collection's name: the editor's, the route map's `collection` of its item pages. */
  name: string;
  /** Its folder under content/ (CONTENT_ROOT), one `<slug>.md` per item. */
  folder: string;
  /** The front matter's schema. */
  schema: z.ZodType<Front>;
  /** Its pages' words: content/templates/<name>.yml, with its schema and editor label. */
  template: { name: string; label: string; paths: string; preview: string; schema: z.ZodType };
  /** An item from its parsed file, at `now`, its wall times read in `timeZone`. */
  itemOf(
    entry: DescribedEntry<Front>,
    context: { timeZone: string; now: Date; publication: Publication },
  ): Item;
  /** Where its item pages are. */
  itemPath(slug: string): InternalPath;
  /** The listing: its first page (a fixed path of the route map) and its size. */
  listing: { path: InternalPath; pageSize: number; laterPrefix: string };
  /** The listing's first page as the route map holds it. */
  listingPage(data: Described<Item, Words>): { name: string; content: PageContent };
  /** The families of generated pages, keyed by their app/ folder, parent `listing.path`. */
  families(load: () => Described<Item, Words>): Families;
  /** Its feed (a route of its own folder), announced by `<link rel="alternate">` on its pages. */
  feed: { path: string; type: 'application/rss+xml'; title: string };
  /** Site search: the kind its item pages are indexed as (lib/site-search.ts searchKinds). */
  search: { kind: string };
  /** `npm run schedule:due`: the dated fields of a file and what each changes. */
  schedule: {
    schema: z.ZodType;
    datedItem(dates: Record<string, string | undefined>, file: string, slug: string): DatedItem;
  };
  /** The content editor's collection: its labels and list, over `schema` and a Markdown body. */
  editor: {
    label: string;
    labelSingular: string;
    description: string;
    summary: string;
    sortableFields: (string | { field: string; default_sort: 'asc' | 'desc' })[];
    bodyHint: string;
  };
  /**
   * The editor's preview of an entry: the page the build makes of it, from the entry's data, the
   * template's words and the company's time zone (in the browser: pure builders only).
   */
  preview(
    entry: DescribedEntry<Front>,
    words: Words,
    context: { timeZone: string; now: Date },
  ): PageContent;
};

/** Every described collection. */
export const collectionDescriptors = [eventsCollection] as const;

export type AnyDescriptor = (typeof collectionDescriptors)[number];

/** The families of generated pages of every described collection, by app/ folder. */
export type DescribedFamilies = ReturnType<AnyDescriptor['families']>;
