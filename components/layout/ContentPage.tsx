import type { Company, PageContent } from '@/content/types';
import { searchKindOf } from '@/lib/search-pages';
import { pageJsonLd, serializeJsonLd } from '@/lib/seo';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SectionStack } from './SectionStack';
import { LanguageSwitch } from './LanguageSwitch';
import type { Lang, PageNotice, Translations } from '@/content/routes';
import { PageNoticeBar } from './PageNoticeBar';

/** The route map's word on a page's language: its own (absent: English) and its other versions. */
export type PageLanguages = { lang?: Exclude<Lang, 'en'>; translations?: Translations };

/** A whole page from content: header variant, the main landmark with its sections, footer variant. */
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
  const { lang, translations } = languages;
  // The header and footer are English: on a page in another language they say so.
  const chromeLang = lang ? 'en' : undefined;
  const searchable = kind
    ? {
        'data-pagefind-body': '',
        'data-pagefind-filter': `kind:${kind}`,
        'data-pagefind-meta': 'image:',
      }
    : {};
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
      {page.header === false ? null : (
        <SiteHeader {...page.header} currentPath={path} lang={chromeLang} company={company} />
      )}
      <main id="main" tabIndex={-1} {...searchable}>
        {/* One slot above the sections: a scheduled item's note (generated pages, which have no
            translations) or the language switch (page files, which have no note). */}
        {notice ? (
          <PageNoticeBar notice={notice} />
        ) : translations ? (
          <LanguageSwitch lang={lang ?? 'en'} translations={translations} />
        ) : null}
        <SectionStack sections={page.sections} company={company} />
      </main>
      {page.footer === false ? null : (
        <SiteFooter {...page.footer} lang={chromeLang} company={company} />
      )}
    </>
  );
}
