// The route map: every page of the site, what it is called and where its content is. Page files
// (app/**/page.tsx) name their path here and nothing else (components/layout/route-page.tsx); the
// header, breadcrumbs, sitemap, speculation rules, content lint and e2e tests read the same map.
// Paths end with `/` because the export uses `trailingSlash: true` (one URL per page).
//
// A page with a fixed path is an entry of `pages`; a family of pages generated from a collection
// (Markdown articles, campaign pages) or a listing is an entry of `collections`, keyed by its app/
// folder pattern. A path
// with no content, or content under a path that is not a route, fails `tsc`
// (tests/unit/route-map.test.ts proves it).
import type { InternalPath, PageContent, PageShare } from './types';
import { ContentError } from './collections/load';
import { loadPage } from './generated/load';
import type { Lang } from './languages';
import { careerPage, jobOpeningPage } from './generated/jobs';
import { helpArticlePage, helpCenterPage, helpTopicPage } from './generated/help';
import { integrationsPage } from './generated/integrations';
import { newsArticlePage, newsCategoryPage, newsListPage } from './generated/news';
import {
  laterNewsPages,
  newsArticlePath,
  newsArticles,
  newsCategoryPagePath,
  newsCategoryPages,
  newsPagePath,
} from './shared/articles';
import { campaignPath, campaigns } from './shared/campaigns';
import {
  helpArticlePath,
  helpArticles,
  helpTopicPagePath,
  helpTopicPages,
} from './shared/help-articles';
import { jobOpenings, jobPath } from './shared/jobs';

// Pages with a fixed path: one data file each (content/pages/<name>.yml, parsed at build).
const casestudyPage = loadPage('./pages/casestudy.yml');
const comingSoonPage = loadPage('./pages/coming-soon.yml');
const companyPage = loadPage('./pages/company.yml');
const contactPage = loadPage('./pages/contact.yml');
const homePage = loadPage('./pages/home.yml');
const homeTwoPage = loadPage('./pages/home-two.yml');
const homeThreePage = loadPage('./pages/home-three.yml');
const homeFourPage = loadPage('./pages/home-four.yml');
const homeFivePage = loadPage('./pages/home-five.yml');
const homeSixPage = loadPage('./pages/home-six.yml');
const homeSevenPage = loadPage('./pages/home-seven.yml');
const homeEightPage = loadPage('./pages/home-eight.yml');
const homeNinePage = loadPage('./pages/home-nine.yml');
const homeTenPage = loadPage('./pages/home-ten.yml');
const homeElevenPage = loadPage('./pages/home-eleven.yml');
const homeTwelvePage = loadPage('./pages/home-twelve.yml');
const homeThirteenPage = loadPage('./pages/home-thirteen.yml');
const homeFourteenPage = loadPage('./pages/home-fourteen.yml');
const homeFifteenPage = loadPage('./pages/home-fifteen.yml');
const loginPage = loadPage('./pages/login.yml');
const passwordResetPage = loadPage('./pages/password-reset.yml');
const privacyPage = loadPage('./pages/privacy.yml');
const privacyHiPage = loadPage('./pages/privacy-hi.yml');
const productsPage = loadPage('./pages/products.yml');
const requestForDemoPage = loadPage('./pages/request-for-demo.yml');
const signupPage = loadPage('./pages/signup.yml');
const singleIntegrationPage = loadPage('./pages/single-integration.yml');
const singleServicePage = loadPage('./pages/single-service.yml');
const termsPage = loadPage('./pages/terms.yml');
const thankYouPage = loadPage('./pages/thank-you.yml');

export { languages, type Lang } from './languages';

/** A page written in several languages: each language's path (hreflang both ways, the switch). */
export type Translations = { readonly [L in Lang]?: InternalPath };

type PageEntry = {
  /** Short name for navigation and breadcrumbs. */
  name: string;
  /** Whether search engines should index it (themed variants, auth and stub screens should not). */
  indexable: boolean;
  content: PageContent;
  /**
   * The page's language when not English: `<html lang>` (its page file lives under the root layout
   * of that language, `app/(hi)/`), og:locale, and the words of its language switch.
   */
  lang?: Exclude<Lang, 'en'>;
  /**
   * The same page in other languages, this one included: each gets `<link rel="alternate"
   * hreflang>` to all (x-default the English one), a sitemap entry that says so, and a visible
   * link to the other language near its top.
   */
  translations?: Translations;
};

/** The privacy notice, in English and in Hindi. */
const privacyNotice = { en: '/privacy/', hi: '/hi/privacy/' } as const satisfies Translations;

/** Pages with a fixed path, in the order the sitemap lists them. */
export const pages = {
  '/': { name: 'Home', indexable: true, content: homePage },
  // Themed home variants: campaign landing pages, not indexed.
  '/home-two/': { name: 'Home two (SaaS)', indexable: false, content: homeTwoPage },
  '/home-three/': { name: 'Home three (desktop app)', indexable: false, content: homeThreePage },
  '/home-four/': { name: 'Home four (app)', indexable: false, content: homeFourPage },
  '/home-five/': { name: 'Home five (banking)', indexable: false, content: homeFivePage },
  '/home-six/': { name: 'Home six (startup agency)', indexable: false, content: homeSixPage },
  '/home-seven/': { name: 'Home seven (analytics)', indexable: false, content: homeSevenPage },
  '/home-eight/': { name: 'Home eight (app landing)', indexable: false, content: homeEightPage },
  '/home-nine/': { name: 'Home nine (IT solution)', indexable: false, content: homeNinePage },
  '/home-ten/': { name: 'Home ten (security)', indexable: false, content: homeTenPage },
  '/home-eleven/': {
    name: 'Home eleven (digital gold ledger)',
    indexable: false,
    content: homeElevenPage,
  },
  '/home-twelve/': {
    name: 'Home twelve (cloud hosting)',
    indexable: false,
    content: homeTwelvePage,
  },
  '/home-thirteen/': {
    name: 'Home thirteen (payments app)',
    indexable: false,
    content: homeThirteenPage,
  },
  '/home-fourteen/': {
    name: 'Home fourteen (digital marketing)',
    indexable: false,
    content: homeFourteenPage,
  },
  '/home-fifteen/': {
    name: 'Home fifteen (lending summit)',
    indexable: false,
    content: homeFifteenPage,
  },
  '/products/': { name: 'Products', indexable: true, content: productsPage },
  '/company/': { name: 'Company', indexable: true, content: companyPage },
  '/casestudy/': { name: 'Success Stories', indexable: true, content: casestudyPage },
  '/single-service/': { name: 'Services', indexable: true, content: singleServicePage },
  '/help-center/': { name: 'Help Center', indexable: true, content: helpCenterPage },
  '/contact/': { name: 'Contact', indexable: true, content: contactPage },
  '/coming-soon/': { name: 'Coming soon', indexable: false, content: comingSoonPage },
  '/integrations/': { name: 'Integrations', indexable: true, content: integrationsPage },
  '/single-integration/': {
    name: 'Google Workspace integration',
    indexable: true,
    content: singleIntegrationPage,
  },
  '/career/': { name: 'Career', indexable: true, content: careerPage },
  '/news/': { name: 'News', indexable: true, content: newsListPage(1) },
  '/request-for-demo/': { name: 'Request for demo', indexable: true, content: requestForDemoPage },
  '/login/': { name: 'Login', indexable: false, content: loginPage },
  '/signup/': { name: 'Sign up', indexable: false, content: signupPage },
  '/password-reset/': { name: 'Password reset', indexable: false, content: passwordResetPage },
  '/privacy/': {
    name: 'Privacy notice',
    indexable: true,
    content: privacyPage,
    translations: privacyNotice,
  },
  '/hi/privacy/': {
    name: 'गोपनीयता सूचना',
    indexable: true,
    content: privacyHiPage,
    lang: 'hi',
    translations: privacyNotice,
  },
  '/terms/': { name: 'Terms', indexable: true, content: termsPage },
  // Where form endpoints send a visitor after a form posted without JavaScript.
  '/thank-you/': { name: 'Thank you', indexable: false, content: thankYouPage },
} as const satisfies Record<InternalPath, PageEntry>;

export type StaticPath = keyof typeof pages;

type CollectionItem<Params> = Omit<PageEntry, 'content'> & {
  params: Params;
  path: InternalPath;
  /** Generated from a Markdown collection (one route per file); tests sample these. */
  collection?: 'news' | 'careers' | 'help';
  /** ISO day the item last changed, for the sitemap's lastmod (collection items only). */
  lastModified?: string;
  /** `false`: left out of the speculation rules (a campaign page that is not indexable). */
  prerender?: false;
  /** Built on demand: a listing's content reads the whole collection. */
  content: () => PageContent;
  share?: PageShare;
};

type Collection<Params> = {
  /** The page the family is listed after (sitemap order, breadcrumbs). */
  parent: StaticPath;
  /** Where its items come from, named when there are none (a static export needs one). */
  source: string;
  items: () => CollectionItem<Params>[];
};

/** Families of generated pages, keyed by their app/ folder; `params` are the folder's segments. */
export const collections = {
  // One page per file of content/help/.
  '/help-center/[slug]/': {
    parent: '/help-center/',
    source: 'content/help/*.md',
    items: () =>
      helpArticles.map((article) => ({
        params: { slug: article.slug },
        path: helpArticlePath(article.slug),
        name: article.title,
        indexable: true,
        collection: 'help',
        lastModified: article.updated,
        content: () => helpArticlePage(article.slug),
      })),
  } satisfies Collection<{ slug: string }>,
  // Each help topic's listing pages (and all articles'), 12 articles a page: page 1 at the
  // topic's own URL, later pages at `page/<n>/`. The help center's tabs link to them.
  '/help-center/topic/[topic]/[[...page]]/': {
    parent: '/help-center/',
    source: 'helpTopics of content/shared/taxonomies.ts',
    items: () =>
      helpTopicPages().map(({ topic, page }) => ({
        params:
          page === 1
            ? { topic: topic.slug, page: [] }
            : { topic: topic.slug, page: ['page', String(page)] },
        path: helpTopicPagePath(topic.slug, page),
        name: page === 1 ? `Help: ${topic.label}` : `Help: ${topic.label}, page ${page}`,
        indexable: true,
        content: () => helpTopicPage(topic.slug, page),
      })),
  } satisfies Collection<{ topic: string; page?: string[] }>,
  // One page per file of content/careers/, closed openings too (they say so).
  '/career/[slug]/': {
    parent: '/career/',
    source: 'content/careers/*.md',
    items: () =>
      jobOpenings.map((job) => ({
        params: { slug: job.slug },
        path: jobPath(job.slug),
        name: job.title,
        indexable: true,
        collection: 'careers',
        lastModified: job.datePosted,
        content: () => jobOpeningPage(job.slug),
      })),
  } satisfies Collection<{ slug: string }>,
  // Listing pages after the first, exactly as many as the articles fill.
  '/news/page/[page]/': {
    parent: '/news/',
    source: 'content/news/*.md (more than one listing page of them)',
    items: () =>
      laterNewsPages().map((page) => ({
        params: { page: String(page) },
        path: newsPagePath(page),
        name: `News, page ${page}`,
        indexable: true,
        content: () => newsListPage(page),
      })),
  } satisfies Collection<{ page: string }>,
  // Each category's listing pages, 12 articles a page: page 1 at the category's own URL, later
  // pages at `page/<n>/` (one optional catch-all folder, so a family with no page 2 yet is valid).
  '/news/category/[category]/[[...page]]/': {
    parent: '/news/',
    source: 'newsCategories of content/shared/taxonomies.ts',
    items: () =>
      newsCategoryPages().map(({ category, page }) => ({
        params:
          page === 1
            ? { category: category.slug, page: [] }
            : { category: category.slug, page: ['page', String(page)] },
        path: newsCategoryPagePath(category.slug, page),
        name: page === 1 ? `${category.label} news` : `${category.label} news, page ${page}`,
        indexable: true,
        content: () => newsCategoryPage(category.slug, page),
      })),
  } satisfies Collection<{ category: string; page?: string[] }>,
  // One page per file of content/news/.
  '/news/[slug]/': {
    parent: '/news/',
    source: 'content/news/*.md',
    items: () =>
      newsArticles.map((article) => ({
        params: { slug: article.slug },
        path: newsArticlePath(article.slug),
        name: article.title,
        indexable: true,
        collection: 'news',
        lastModified: article.date,
        content: () => newsArticlePage(article.slug),
        share: {
          article: {
            publishedTime: article.date,
            author: article.author.name,
            section: article.category,
          },
          image: { url: `${newsArticlePath(article.slug)}og.png`, alt: article.title },
        },
      })),
  } satisfies Collection<{ slug: string }>,
  // One landing page per file of content/campaigns/ (every one exported): noindex, out of the
  // sitemap and out of the speculation rules' prerendering unless the file switches `indexable` on.
  '/campaigns/[slug]/': {
    parent: '/',
    source: 'content/campaigns/*.yml',
    items: () =>
      campaigns.map((campaign) => ({
        params: { slug: campaign.slug },
        path: campaignPath(campaign.slug),
        name: campaign.content.meta.title,
        indexable: campaign.indexable,
        ...(campaign.indexable ? {} : { prerender: false as const }),
        content: () => campaign.content,
      })),
  } satisfies Collection<{ slug: string }>,
};

export type CollectionPattern = keyof typeof collections;
export type CollectionParams<P extends CollectionPattern> = ReturnType<
  (typeof collections)[P]['items']
>[number]['params'];

export type RoutePath =
  | StaticPath
  | ReturnType<
      | typeof helpArticlePath
      | typeof helpTopicPagePath
      | typeof jobPath
      | typeof newsPagePath
      | typeof newsCategoryPagePath
      | typeof newsArticlePath
      | typeof campaignPath
    >;

export type RouteEntry = {
  path: RoutePath;
  name: string;
  indexable: boolean;
  /** Absent: English. */
  lang?: Exclude<Lang, 'en'>;
  translations?: Translations;
  collection?: 'news' | 'careers' | 'help';
  lastModified?: string;
  prerender?: false;
};

const staticPaths = Object.keys(pages) as StaticPath[];

function staticEntry(path: StaticPath): RouteEntry {
  const { name, indexable, lang, translations }: PageEntry = pages[path];
  return {
    path,
    name,
    indexable,
    ...(lang ? { lang } : {}),
    ...(translations ? { translations } : {}),
  };
}

/** The language of a route's page: `<html lang>` of its root layout, og:locale. */
export function langOf(path: string): Lang {
  return routes.find((route) => route.path === path)?.lang ?? 'en';
}
const families = Object.values(collections) as Collection<Record<string, string>>[];

/** Every page, generated ones after their parent: the sitemap's order. */
export const routes: readonly RouteEntry[] = staticPaths.flatMap((path) => [
  staticEntry(path),
  ...families
    .filter((family) => family.parent === path)
    .flatMap((family) =>
      family.items().map((item): RouteEntry => ({
        path: item.path as RoutePath,
        name: item.name,
        indexable: item.indexable,
        ...(item.collection ? { collection: item.collection } : {}),
        ...(item.lastModified ? { lastModified: item.lastModified } : {}),
        ...(item.prerender === false ? { prerender: false as const } : {}),
      })),
    ),
]);

export const routePaths: readonly RoutePath[] = routes.map((route) => route.path);

export function isRoutePath(path: string): path is RoutePath {
  return (routePaths as readonly string[]).includes(path);
}

/** The content of a page with a fixed path. */
export function staticContent(path: StaticPath): PageContent {
  return pages[path].content;
}

/** The generated pages of a family, with their paths and content. */
export function collectionItems<P extends CollectionPattern>(pattern: P) {
  return (collections[pattern] as Collection<CollectionParams<P>>).items();
}

/**
 * The params of a family's pages, for its folder's generateStaticParams. Next's static export
 * cannot build a dynamic route with no pages (its own error then blames a missing function), so an
 * empty family fails here, saying where its pages come from.
 */
export function exportParams<P extends CollectionPattern>(pattern: P): CollectionParams<P>[] {
  const params = collectionItems(pattern).map((item) => item.params);
  if (params.length === 0) {
    throw new ContentError(
      `${pattern}: no page to export. Its pages come from ${collections[pattern].source}: add one (a static export cannot build a dynamic route with no pages).`,
    );
  }
  return params;
}

/** The content of every route by path (the content lint and tests walk it). */
export function allContent(): Record<RoutePath, PageContent> {
  return Object.fromEntries([
    ...staticPaths.map((path) => [path, pages[path].content]),
    ...families.flatMap((family) => family.items().map((item) => [item.path, item.content()])),
  ]) as Record<RoutePath, PageContent>;
}

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
