// Site search: Pagefind (https://pagefind.app) indexes the exported HTML after `next build`
// (scripts/search-index.ts) into out/pagefind/, a chunked index: a query fetches the search code
// once, then only the few index chunks and result fragments it needs, whatever the site's size.
// The help center's HelpSearch island drives Pagefind's JS API with our own UI. Client-safe: no
// content values here (the kinds of pages are decided on the server,
// lib/from-content/search-pages.ts).

/** What a result is, as Pagefind's `kind` filter holds it. */
export const searchKinds = {
  help: 'Help article',
  news: 'News',
  jobs: 'Job opening',
  events: 'Event',
  pages: 'Page',
} as const;

export type SearchKind = keyof typeof searchKinds;

export function isSearchKind(value: string | null | undefined): value is SearchKind {
  return !!value && Object.hasOwn(searchKinds, value);
}

/**
 * Marks markup the site search leaves out of a page's indexed text: what repeats on many pages
 * (calls to action, forms, quick-support boxes, the founder's quote) and lists of other pages
 * (topic tabs, news and job cards, related articles), which each have their own entry. Pagefind
 * indexes the rest of the page's main landmark, and a result's fragment (its text for excerpts) is
 * only that, so every query fetches less.
 */
export const notSearched = { 'data-pagefind-ignore': 'all' } as const;

/** Where the build writes Pagefind's index and its browser code. */
export const pagefindBundle = '/pagefind/';

/** The attribute that marks a page whose search runs Pagefind (its WebAssembly needs the CSP's 'wasm-unsafe-eval'). */
export const siteSearchAttribute = 'data-site-search';

/** One result as the island shows it (lib/pagefind-search.ts prepares it). */
export type SiteSearchHit = {
  url: string;
  title: string;
  kind: SearchKind;
  /** The excerpt's text, with the words that matched marked. */
  excerpt: { text: string; mark: boolean }[];
};
