// The route map: every page of the site, what it is called and where its content is. Page files
// (app/**/page.tsx) name their path here and nothing else (components/layout/route-page.tsx); the
// header, breadcrumbs, sitemap, speculation rules, content lint, the content editor and e2e tests
// read the same map. Paths end with `/` because the export uses `trailingSlash: true`.
//
// A page with a fixed path is a page file, content/pages/<name>.yml, whose `route` says its path,
// name and indexing: adding one is that file plus its folder under app/. A family of pages
// generated from a collection or a listing is an entry of `collections`, keyed by its app/ folder
// pattern: each described collection's families (content/collections/, looped over) and the
// campaign pages' one. tests/unit/route-map.test.ts checks every page
// file's path has its folder and every folder its content.
//
// Nothing is read when this module is imported: pages(), routes() and routePaths() are computed
// from the current content (content/load/content-source.ts) the first time they are asked and kept
// per content, and the campaigns' follow-up pages are checked then.
import type { InternalPath, PageContent, PageNotice, PageShare, Translations } from './types';
import { languages } from './catalog/languages';
import { ContentError } from './schema/errors';
import { pageFile, pageFiles, type PageRoute } from './load/page-files';
import type { Lang } from './catalog/languages';
import { fillPage } from './generated/fill-sections';
import { campaignPath, campaigns, followUps } from './load/campaigns';
import { campaignPage } from './generated/campaign-pages';
import type { Moment } from './load/publication';
import { currentSource } from './load/content-source';
import { interfaceWords } from './copy/interface-words';
import { fillPlaceholders } from './schema/templates';
import {
  collectionDescriptors,
  type CollectionName,
  type DescribedFamilies,
  type DescribedPage,
} from './collections';
import { loadDescribed } from './load/described';

export { languages, type Lang } from './catalog/languages';

export type { PageNotice, Translations } from './types';

export type PageEntry = {
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

/** A page file's entry: its route, its content, its translations with itself included. */
function pageEntry(route: PageRoute, content: PageContent): [InternalPath, PageEntry] {
  const { path, name, indexable, lang, translations } = route;
  const all = translations
    ? Object.fromEntries(
        languages.flatMap((code) => {
          const at = code === (lang ?? 'en') ? path : translations[code];
          return at ? [[code, at]] : [];
        }),
      )
    : undefined;
  return [
    path,
    {
      name,
      indexable,
      content,
      ...(lang ? { lang } : {}),
      ...(all ? { translations: all as Translations } : {}),
    },
  ];
}

/** `/` first, then by path: the sitemap's order. */
const byPath = ([a]: [string, unknown], [b]: [string, unknown]) =>
  a === '/' ? -1 : b === '/' ? 1 : a < b ? -1 : a > b ? 1 : 0;

/** Every page file with a route, checked: one file per path. */
function pageFileEntries(): [InternalPath, PageEntry][] {
  const claimed = new Map<string, string>();
  return pageFiles().flatMap((page) => {
    if (!page.route) return [];
    const other = claimed.get(page.route.path);
    if (other)
      throw new ContentError(
        `${page.file}: "route.path" ${page.route.path} is already the path of ${other}`,
      );
    claimed.set(page.route.path, page.file);
    return [pageEntry(page.route, fillPage(page.content))];
  });
}

/**
 * The first listing page of each described collection that builds its own (content/collections/:
 * events) at its fixed path; the others' is a page file (/news/, /career/, /help-center/).
 */
function describedListings(): [InternalPath, PageEntry][] {
  return collectionDescriptors.flatMap((descriptor): [InternalPath, PageEntry][] => {
    if (!('listingPage' in descriptor)) return [];
    const { name, content } = descriptor.listingPage(loadDescribed(descriptor));
    return [[descriptor.home, { name, indexable: true, content }]];
  });
}

/**
 * Pages with a fixed path: every page file with a route and each described collection's listing,
 * by path (once per content).
 */
export function pages(): Readonly<Partial<Record<InternalPath, PageEntry>>> {
  return currentSource().cached('route-map:pages', () =>
    Object.fromEntries([...pageFileEntries(), ...describedListings()].sort(byPath)),
  );
}

export type StaticPath = InternalPath;

type CollectionItem<Params> = Omit<PageEntry, 'content'> & {
  params: Params;
  path: InternalPath;
  /** Generated from a Markdown collection (one route per file); tests sample these. */
  collection?: CollectionName;
  /** ISO day the item last changed, for the sitemap's lastmod (collection items only). */
  lastModified?: string;
  /** `false`: left out of the speculation rules (a campaign page that is not indexable). */
  prerender?: false;
  /** Built on demand: a listing's content reads the whole collection. */
  content: () => PageContent;
  share?: PageShare;
  /** A note above the page: what a preview build shows on a scheduled item. */
  notice?: PageNotice;
};

/**
 * What a preview build (INCLUDE_SCHEDULED=1) does to an item scheduled for later: the note saying
 * when it is published, `noindex` and no prerendering, so it stays out of the sitemap, the search
 * index, the feeds and the speculation rules.
 */
function scheduledItem(scheduled: Moment | undefined) {
  if (!scheduled) return {};
  const { title, text } = interfaceWords.scheduled;
  return {
    indexable: false,
    prerender: false as const,
    notice: { title: fillPlaceholders(title, { when: scheduled.label }), text },
  };
}

/** The Markdown collections: each described one (content/collections/). */
export type { CollectionName } from './collections';

/**
 * The families of each described collection, their items marked as scheduled items are: built
 * on demand from the collection's files (content/load/described.ts).
 */
function describedFamilies(): DescribedFamilies {
  return Object.assign(
    {},
    ...collectionDescriptors.map((descriptor) =>
      Object.fromEntries(
        Object.entries(
          (descriptor.families as (load: () => unknown) => Record<string, Collection<unknown>>)(
            () => loadDescribed(descriptor),
          ),
        ).map(([pattern, family]) => [
          pattern,
          {
            ...family,
            items: () =>
              (family.items() as DescribedPage<Record<string, string>>[]).map(
                ({ scheduled, ...item }) => ({ ...item, ...scheduledItem(scheduled) }),
              ),
          },
        ]),
      ),
    ),
  ) as DescribedFamilies;
}

type Collection<Params> = {
  /** The page the family is listed after (sitemap order, breadcrumbs). */
  parent: StaticPath;
  /** Where its items come from, named when there are none (a static export needs one). */
  source: string;
  items: () => CollectionItem<Params>[];
};

/** Families of generated pages, keyed by their app/ folder; `params` are the folder's segments. */
export const collections = {
  // One landing page per file of content/campaigns/ from its startsAt (every one exported): noindex,
  // out of the sitemap and out of the speculation rules' prerendering unless the file switches
  // `indexable` on. Once ended it stays, noindex, saying so (content/generated/campaign-pages.ts).
  '/campaigns/[slug]/': {
    parent: '/',
    source: 'content/campaigns/*.yml',
    items: () =>
      campaigns().map((campaign) => ({
        params: { slug: campaign.slug },
        path: campaignPath(campaign.slug),
        name: campaign.content.meta.title,
        indexable: campaign.indexable,
        ...(campaign.indexable ? {} : { prerender: false as const }),
        content: () => campaignPage(campaign),
        ...scheduledItem(campaign.scheduled),
      })),
  } satisfies Collection<{ slug: string }>,
  // The described collections' families (content/collections/: news, careers, help, events).
  ...describedFamilies(),
};

export type CollectionPattern = keyof typeof collections;
export type CollectionParams<P extends CollectionPattern> = ReturnType<
  (typeof collections)[P]['items']
>[number]['params'];

/** A path the site serves (the route map checks it at build; the content lint checks links). */
export type RoutePath = InternalPath;

export type RouteEntry = {
  path: RoutePath;
  name: string;
  indexable: boolean;
  /** Absent: English. */
  lang?: Exclude<Lang, 'en'>;
  translations?: Translations;
  collection?: CollectionName;
  lastModified?: string;
  prerender?: false;
};

function staticPaths(): StaticPath[] {
  return Object.keys(pages()) as StaticPath[];
}

function staticEntry(path: StaticPath): RouteEntry {
  const { name, indexable, lang, translations } = pages()[path]!;
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
  return routes().find((route) => route.path === path)?.lang ?? 'en';
}
const families = Object.values(collections) as Collection<Record<string, string>>[];

/**
 * Every page, generated ones after their parent: the sitemap's order. Computed once per content,
 * when first asked; a campaign's follow-up page is checked then.
 */
export function routes(): readonly RouteEntry[] {
  return currentSource().cached('route-map:routes', () => {
    const entries = staticPaths().flatMap((path) => [
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
    // A campaign's follow-up page is checked the day the file is written, not the day it ends:
    // the hourly build that ends it runs no link check.
    const paths: readonly string[] = entries.map((route) => route.path);
    for (const { file, href } of followUps()) {
      if (!paths.includes(href))
        throw new ContentError(
          `${file}: "followUp.href": ${href} is not a page of the site (the page visitors are sent on to once the offer has ended)`,
        );
    }
    return entries;
  });
}

/** Every page's path, in the sitemap's order. */
export function routePaths(): readonly RoutePath[] {
  return currentSource().cached('route-map:paths', () => routes().map((route) => route.path));
}

export function isRoutePath(path: string): path is RoutePath {
  return (routePaths() as readonly string[]).includes(path);
}

/** A page file's content as pages get it (its generated sections filled), by file name. */
export function pageContent(name: string): PageContent {
  return fillPage(pageFile(name).content);
}

/** The entry of a page with a fixed path; a path no page file claims fails the build. */
export function staticPage(path: StaticPath): PageEntry {
  const page = pages()[path];
  if (!page)
    throw new ContentError(
      `${path}: no page file of content/pages/ has this route.path (its folder under app/ needs one)`,
    );
  return page;
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
    ...staticPaths().map((path) => [path, pages()[path]!.content]),
    ...families.flatMap((family) => family.items().map((item) => [item.path, item.content()])),
  ]) as Record<RoutePath, PageContent>;
}
