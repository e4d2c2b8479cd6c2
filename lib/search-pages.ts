// Which exported pages the site search indexes, and as what kind (lib/site-search.ts): every
// indexable page, news post, job opening and help article. Listing pages after the first, news
// category pages and help topic pages are left out: they repeat the items' cards, so a search would
// list them twice.
import { routes, type RoutePath } from '@/content/routes';
import type { SearchKind } from './site-search';

const kindOfCollection = { help: 'help', news: 'news', careers: 'jobs' } as const;

/** A listing page: a later page of the news, a news category's or a help topic's pages. */
export function isListing(path: string): boolean {
  return (
    path.startsWith('/news/page/') ||
    path.startsWith('/news/category/') ||
    path.startsWith('/help-center/topic/')
  );
}

/** The search kind of a page, or undefined for a page the search leaves out. */
export function searchKindOf(path: RoutePath | string): SearchKind | undefined {
  const route = routes.find((entry) => entry.path === path);
  if (!route?.indexable || isListing(path)) return undefined;
  return route.collection ? kindOfCollection[route.collection] : 'pages';
}
