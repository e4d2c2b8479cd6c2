// The part of the site search that runs Pagefind (lib/site-search.ts): loaded by the HelpSearch
// island when the visitor first reaches for the field, so none of it is in the page's scripts.
import { isSearchKind, type SearchKind, type SiteSearchHit } from './site-search';

/** The part of Pagefind's browser API we use (pagefind.js). */
type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  search: (
    query: string,
    options?: { filters?: Record<string, string> },
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindResult> }[] } | null>;
};

type PagefindResult = {
  url: string;
  /** Pagefind's excerpt: escaped text with the matches in `<mark>`. */
  excerpt: string;
  meta: { title?: string };
  filters: { kind?: string[] };
};

const engines = new Map<string, Promise<Pagefind>>();

/** Loads pagefind.js from the export once; the bundlers must leave the URL alone (it is not ours). */
export function loadPagefind(bundle: string): Promise<Pagefind> {
  let engine = engines.get(bundle);
  if (!engine) {
    const url = `${bundle}pagefind.js`;
    engine = (
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<Pagefind>
    ).then(async (pagefind) => {
      await pagefind.options({ excerptLength: 24 });
      return pagefind;
    });
    engine.catch(() => engines.delete(bundle)); // the next search tries again
    engines.set(bundle, engine);
  }
  return engine;
}

/** Splits Pagefind's excerpt into text and marked matches, without parsing it as HTML. */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('<mark>')
        ? { text: decode(part.slice(6, -7)), mark: true }
        : { text: decode(part.replace(/<[^>]*>/g, '')), mark: false },
    );
}

/** One query's results: how many there are, and their details a slice at a time. */
export type SiteSearch = {
  total: number;
  /**
   * The details (title, kind, excerpt, link) of results `from` to `from + count`: Pagefind fetches
   * one fragment per result, only for these, and keeps each for the rest of the visit.
   */
  hits: (from: number, count: number) => Promise<SiteSearchHit[]>;
};

/**
 * Searches the site for `query` (of one kind, or all). The query goes into ?q= (and the kind into
 * ?kind=) so a reload, the back button or a shared link shows the same results.
 */
export async function searchSite(
  bundle: string,
  query: string,
  kindValue: string | undefined,
): Promise<SiteSearch> {
  const kind: SearchKind | undefined = isSearchKind(kindValue) ? kindValue : undefined;
  const url = new URL(window.location.href);
  url.searchParams.set('q', query);
  if (kind) url.searchParams.set('kind', kind);
  else url.searchParams.delete('kind');
  window.history.replaceState(window.history.state, '', url);
  const pagefind = await loadPagefind(bundle);
  const search = await pagefind.search(query, kind ? { filters: { kind } } : {});
  const found = search?.results ?? [];
  return {
    total: found.length,
    hits: async (from, count) =>
      (await Promise.all(found.slice(from, from + count).map((result) => result.data()))).map(
        (result) => {
          const resultKind = result.filters.kind?.[0];
          return {
            url: result.url,
            title: result.meta.title ?? result.url,
            kind: isSearchKind(resultKind) ? resultKind : 'pages',
            excerpt: excerptParts(result.excerpt),
          };
        },
      ),
  };
}
