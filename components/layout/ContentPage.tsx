import type { Company, PageContent, PageNotice } from '@/content/types';
import { searchKindOf } from '@/lib/from-content/search-pages';
import { pageJsonLd, serializeJsonLd } from '@/lib/from-content/seo';
import { visitScript } from '@/lib/visit-record';
import { PageRoute } from '@/components/islands/PageRoute';
import { pageFrameParts, type PageLanguages } from './PageFrame';

export type { PageLanguages } from './PageFrame';

/**
 * A whole page from content: the visit record's script, its structured data, then its frame
 * (header, main, footer). The page knows its route at build time and says it three ways, one for
 * each reader: the script records it as a visit's landing page as the body starts, before anything
 * can be tapped; the islands' context gives it to forms (their `page`, in the server HTML too);
 * the main landmark's `data-route` to the measurement (lib/visit-record.ts `shownRoute`).
 */
export function ContentPage({
  page,
  path,
  route = path,
  languages = {},
  company,
  notice,
}: {
  page: PageContent;
  company: Company;
  path: string;
  /** What the page is recorded as: its path, or `/404` for the not-found page shown at any path. */
  route?: string;
  languages?: PageLanguages;
  /** A note above the sections (a scheduled item on a preview build). */
  notice?: PageNotice;
}) {
  const structuredData = pageJsonLd(path, page.sections);
  // Pagefind indexes the main landmark of the pages the site search covers, filtered by kind. Its
  // `image` meta is set empty: Pagefind would otherwise copy the page's first image into the
  // fragment every result fetches (a hero's inlined SVG is 7 KB), and the results show none.
  const kind = searchKindOf(path);
  const searchable: Record<string, string> = kind
    ? {
        'data-pagefind-body': '',
        'data-pagefind-filter': `kind:${kind}`,
        'data-pagefind-meta': 'image:',
      }
    : {};
  const { header, main, footer } = pageFrameParts({
    page,
    path,
    languages,
    company,
    ...(notice ? { notice } : {}),
    main: { ...searchable, 'data-route': route },
  });
  return (
    <PageRoute route={route}>
      {/* Where the visit came from; generated, no user input; allowed by its hash (scripts/csp.ts). */}
      <script dangerouslySetInnerHTML={{ __html: visitScript(route) }} />
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not code; serializeJsonLd escapes `<`.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
      {header}
      {main}
      {footer}
    </PageRoute>
  );
}
