// The one list of routes the site has. Pages, the header, the sitemap, the content lint and the
// e2e tests all read it; a route is added here when its page lands.
// Paths end with `/` because the export uses `trailingSlash: true` (one URL per page).

import {
  laterNewsPages,
  newsArticlePath,
  newsArticles,
  newsCategories,
  newsCategoryPath,
  newsPagePath,
} from './shared/articles';
import { helpArticlePath, helpArticles } from './shared/help-articles';
import { jobOpenings, jobPath } from './shared/jobs';

export type RouteEntry = {
  path: `/${string}`;
  /** Short name for navigation and breadcrumbs. */
  name: string;
  /** Whether search engines should index it (themed variants, auth and stub screens should not). */
  indexable: boolean;
  /** Generated from a Markdown collection (one route per file); tests sample these. */
  collection?: 'news' | 'careers' | 'help';
  /** ISO day the item last changed, for the sitemap's lastmod (collection items only). */
  lastModified?: string;
};

export const routes = [
  { path: '/', name: 'Home', indexable: true },
  // Themed home variants: campaign landing pages, not indexed.
  { path: '/home-two/', name: 'Home two (SaaS)', indexable: false },
  { path: '/home-three/', name: 'Home three (desktop app)', indexable: false },
  { path: '/home-four/', name: 'Home four (app)', indexable: false },
  { path: '/home-five/', name: 'Home five (banking)', indexable: false },
  { path: '/home-six/', name: 'Home six (startup agency)', indexable: false },
  { path: '/home-seven/', name: 'Home seven (analytics)', indexable: false },
  { path: '/home-eight/', name: 'Home eight (app landing)', indexable: false },
  { path: '/home-nine/', name: 'Home nine (IT solution)', indexable: false },
  { path: '/home-ten/', name: 'Home ten (security)', indexable: false },
  { path: '/home-eleven/', name: 'Home eleven (digital gold ledger)', indexable: false },
  { path: '/home-twelve/', name: 'Home twelve (cloud hosting)', indexable: false },
  { path: '/home-thirteen/', name: 'Home thirteen (payments app)', indexable: false },
  { path: '/home-fourteen/', name: 'Home fourteen (digital marketing)', indexable: false },
  { path: '/home-fifteen/', name: 'Home fifteen (lending summit)', indexable: false },
  { path: '/products/', name: 'Products', indexable: true },
  { path: '/company/', name: 'Company', indexable: true },
  { path: '/casestudy/', name: 'Success Stories', indexable: true },
  { path: '/single-service/', name: 'Services', indexable: true },
  { path: '/help-center/', name: 'Help Center', indexable: true },
  // One page per file of content/help/.
  ...helpArticles.map((article) => ({
    path: helpArticlePath(article.slug),
    name: article.title,
    indexable: true,
    collection: 'help' as const,
    lastModified: article.updated,
  })),
  { path: '/contact/', name: 'Contact', indexable: true },
  { path: '/coming-soon/', name: 'Coming soon', indexable: false },
  { path: '/integrations/', name: 'Integrations', indexable: true },
  { path: '/single-integration/', name: 'Google Workspace integration', indexable: true },
  { path: '/career/', name: 'Career', indexable: true },
  // One page per file of content/careers/, closed openings too (they say so).
  ...jobOpenings.map((job) => ({
    path: jobPath(job.slug),
    name: job.title,
    indexable: true,
    collection: 'careers' as const,
    lastModified: job.datePosted,
  })),
  { path: '/news/', name: 'News', indexable: true },
  // Generated from content/news/: later listing pages and one page per category.
  ...laterNewsPages().map((page) => ({
    path: newsPagePath(page) as `/news/page/${number}/`,
    name: `News, page ${page}`,
    indexable: true,
  })),
  ...newsCategories.map((category) => ({
    path: newsCategoryPath(category.slug),
    name: `${category.label} news`,
    indexable: true,
  })),
  // One page per file of content/news/.
  ...newsArticles.map((article) => ({
    path: newsArticlePath(article.slug),
    name: article.title,
    indexable: true,
    collection: 'news' as const,
    lastModified: article.date,
  })),
  { path: '/request-for-demo/', name: 'Request for demo', indexable: true },
  { path: '/login/', name: 'Login', indexable: false },
  { path: '/signup/', name: 'Sign up', indexable: false },
  { path: '/password-reset/', name: 'Password reset', indexable: false },
  // Where form endpoints send a visitor after a form posted without JavaScript.
  { path: '/thank-you/', name: 'Thank you', indexable: false },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof routes)[number]['path'];

/** Every route of the spec's route table, landed or not; redirects may point at these. */
export const specPaths = [
  '/',
  ...(['two', 'three', 'four', 'five', 'six', 'seven', 'eight'] as const).map(
    (n) => `/home-${n}/` as const,
  ),
  ...(['nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'] as const).map(
    (n) => `/home-${n}/` as const,
  ),
  '/contact/',
  '/products/',
  '/single-service/',
  '/company/',
  '/casestudy/',
  '/news/',
  '/news-details/',
  '/integrations/',
  '/single-integration/',
  '/career/',
  '/single-career/',
  '/help-center/',
  '/help-center-details/',
  '/request-for-demo/',
  '/login/',
  '/signup/',
  '/password-reset/',
  '/coming-soon/',
] as const;

export type SpecPath = (typeof specPaths)[number];

export const routePaths: readonly RoutePath[] = routes.map((route) => route.path);

export function isRoutePath(path: string): path is RoutePath {
  return (routePaths as readonly string[]).includes(path);
}
