import type { Company, PageContent, PageNotice } from '@/content/types';
import { searchKindOf } from '@/lib/search-pages';
import { pageJsonLd, serializeJsonLd } from '@/lib/seo';
import { pageFrameParts, type PageLanguages } from './PageFrame';

export type { PageLanguages } from './PageFrame';

/** A whole page from content: its structured data, then its frame (header, main, footer). */
export function ContentPage({
  page,
  path,
  languages = {},
  company,
  notice,
}: {
  page: PageContent;
  company: Company;
  path: string;
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
    main: searchable,
  });
  return (
    <>
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
    </>
  );
}
