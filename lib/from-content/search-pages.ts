// Which exported pages the site search indexes, and as what kind (lib/site-search.ts): every
// indexable page and every item page of a described collection (content/collections/: a news
// post, job opening, help article, event), as its descriptor's kind. The listing pages each
// descriptor names (later listing pages, news category pages, help topic pages) are left out: they
// repeat the items' cards, so a search would list them twice. So are pages in another language
// than English (the search is English).
import { routes, type CollectionName, type RoutePath } from '@/content/routes';
import { collectionDescriptors } from '@/content/collections';
import type { SearchKind } from '@/lib/site-search';

/** The search kind of each collection's item pages, as its descriptor names it. */
const kindOfCollection = Object.fromEntries(
  collectionDescriptors.map((descriptor) => [descriptor.name, descriptor.search.kind]),
) as Record<CollectionName, SearchKind>;

/** Where the listing pages live, by family: each described collection's `search.listings`. */
export const listingFamilies: readonly string[] = collectionDescriptors.flatMap(
  (descriptor) => descriptor.search.listings,
);

/** A listing page: a later page of a listing, a news category's or a help topic's pages. */
export function isListing(path: string): boolean {
  return listingFamilies.some((family) => path.startsWith(family));
}

/** The search kind of a page, or undefined for a page the search leaves out. */
export function searchKindOf(path: RoutePath | string): SearchKind | undefined {
  const route = routes().find((entry) => entry.path === path);
  // The search box and its results are English: a page in another language is left out (Pagefind
  // would keep it in an index of its own that no English page queries).
  if (!route?.indexable || route.lang || isListing(path)) return undefined;
  return route.collection ? kindOfCollection[route.collection] : 'pages';
}
