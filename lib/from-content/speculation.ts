// Speculation Rules for every page: the browser prerenders an internal page when a visitor shows
// intent (hover or pointerdown, "moderate"), so the click activates a page that has already loaded
// and hydrated. Built from the route list; no router code.
import { routes, type RoutePath } from '@/content/routes';

/**
 * Never prerendered: the sign-in, sign-up and reset screens (a visitor must arrive at them on
 * purpose) and the receipt of a posted form.
 */
export const notPrerendered: readonly RoutePath[] = [
  '/login/',
  '/signup/',
  '/password-reset/',
  '/thank-you/',
];

/** Links a page may mark to opt out, and links that are not page visits. */
export const optOutSelector = '[data-no-prerender], [download], [target="_blank"]';

/**
 * URL patterns of the pages worth prerendering: each route, a collection as one `/prefix/*`. A
 * campaign page is left out until it is indexable (`prerender: false` in the route list).
 */
export function prerenderPatterns(): string[] {
  const collectionPrefixes = new Set<string>();
  const patterns: string[] = [];
  for (const route of routes()) {
    if (notPrerendered.includes(route.path) || route.prerender === false) continue;
    if ('collection' in route) {
      collectionPrefixes.add(route.path.replace(/[^/]+\/$/, '*'));
      continue;
    }
    patterns.push(route.path);
  }
  // A prefix pattern (`/news/*`) covers the listing pages under it too.
  const covered = (path: string) =>
    [...collectionPrefixes].some(
      (prefix) => path.startsWith(prefix.slice(0, -1)) && path !== prefix.slice(0, -1),
    );
  // Sorted: the list is a set (its order means nothing to a browser), and the same whatever order
  // the route map lists its pages in.
  return [...patterns.filter((path) => !covered(path)), ...collectionPrefixes].sort();
}

export function speculationRules() {
  const where = {
    and: [{ href_matches: prerenderPatterns() }, { not: { selector_matches: optOutSelector } }],
  };
  return {
    prerender: [{ source: 'document', where, eagerness: 'moderate' }],
    // When the browser declines a prerender (data saver, memory), the page is at least fetched.
    prefetch: [{ source: 'document', where, eagerness: 'moderate' }],
  };
}
