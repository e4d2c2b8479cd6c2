// What a page file (app/**/page.tsx) exports, from its path in the route map (content/routes.ts):
// its metadata and the page itself, rendered from the content the map holds for that path.
import type { Metadata } from 'next';
import {
  collectionItems,
  exportParams,
  staticPage,
  type CollectionParams,
  type CollectionPattern,
  type RoutePath,
  type StaticPath,
} from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';
import { pageMetadata } from '@/lib/from-content/seo';
import { ContentPage } from './ContentPage';

/** A page with a fixed path: `const page = staticRoute('/company/')`. */
export function staticRoute(path: StaticPath) {
  const company = companyFacts();
  // Its content, language and versions in other languages, from its page file.
  const { content, lang, translations } = staticPage(path);
  return {
    metadata: pageMetadata(content.meta, path),
    Page: function StaticPage() {
      return (
        <ContentPage
          page={content}
          path={path}
          languages={{ lang, translations }}
          company={company}
        />
      );
    },
  };
}

type Props<P extends CollectionPattern> = { params: Promise<CollectionParams<P>> };

/**
 * Params as a comparable key. An optional catch-all's first page is exported from `[]` but may
 * reach the page as absent, so an empty list and a missing key are the same page.
 */
function paramsKey(params: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(params).filter(
        ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
      ),
    ),
  );
}

/**
 * A family of generated pages under a dynamic folder: `collectionRoute('/news/[slug]/')`. Only the
 * family's items are exported; with `export const dynamicParams = false` in the page file (Next
 * reads that literal), any other path is the 404 page.
 */
export function collectionRoute<P extends CollectionPattern>(pattern: P) {
  const company = companyFacts();
  const itemFor = async ({ params }: Props<P>) => {
    const wanted = paramsKey(await params);
    const item = collectionItems(pattern).find(
      (candidate) => paramsKey(candidate.params) === wanted,
    );
    if (!item) throw new Error(`${pattern}: no page for ${wanted}`);
    return item;
  };
  return {
    generateStaticParams: (): CollectionParams<P>[] => exportParams(pattern),
    generateMetadata: async (props: Props<P>): Promise<Metadata> => {
      const item = await itemFor(props);
      return pageMetadata(item.content().meta, item.path as RoutePath, item.share);
    },
    Page: async function CollectionPage(props: Props<P>) {
      const item = await itemFor(props);
      return (
        <ContentPage
          page={item.content()}
          path={item.path}
          company={company}
          {...(item.notice ? { notice: item.notice } : {})}
        />
      );
    },
  };
}
