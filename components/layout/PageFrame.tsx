import type { ReactNode } from 'react';
import type { Company, PageContent, PageNotice, Translations } from '@/content/types';
import type { Lang } from '@/content/catalog/languages';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SectionStack } from './SectionStack';
import { LanguageSwitch } from './LanguageSwitch';
import { PageNoticeBar } from './PageNoticeBar';

/** The route map's word on a page's language: its own (absent: English) and its other versions. */
export type PageLanguages = { lang?: Exclude<Lang, 'en'>; translations?: Translations };

type PageFrameProps = {
  page: PageContent;
  company: Company;
  path: string;
  languages?: PageLanguages;
  /** A note above the sections (a scheduled item on a preview build). */
  notice?: PageNotice;
  /** Attributes of the main landmark (the site search's). */
  main?: Record<string, string>;
};

/**
 * A page's visible frame from its content alone: header variant, the main landmark with its
 * sections, footer variant. It reaches no route map or file, so the content editor's preview
 * renders it in the browser (components/editor/). ContentPage places the three parts itself, next
 * to what the route map knows, so its element tree (and the pages' flight data) is the one it was.
 */
export function pageFrameParts({
  page,
  path,
  languages = {},
  company,
  notice,
  main = {},
}: PageFrameProps): { header: ReactNode; main: ReactNode; footer: ReactNode } {
  const { lang, translations } = languages;
  // The header and footer are English: on a page in another language they say so.
  const chromeLang = lang ? 'en' : undefined;
  return {
    header:
      page.header === false ? null : (
        <SiteHeader {...page.header} currentPath={path} lang={chromeLang} company={company} />
      ),
    main: (
      <main id="main" tabIndex={-1} {...main}>
        {/* One slot above the sections: a scheduled item's note (generated pages, which have no
            translations) or the language switch (page files, which have no note). */}
        {notice ? (
          <PageNoticeBar notice={notice} />
        ) : translations ? (
          <LanguageSwitch lang={lang ?? 'en'} translations={translations} />
        ) : null}
        <SectionStack sections={page.sections} company={company} />
      </main>
    ),
    footer:
      page.footer === false ? null : (
        <SiteFooter {...page.footer} lang={chromeLang} company={company} />
      ),
  };
}

/** The page frame as one component: header, main, footer (the editor's preview renders it). */
export function PageFrame(props: PageFrameProps) {
  const { header, main, footer } = pageFrameParts(props);
  return (
    <>
      {header}
      {main}
      {footer}
    </>
  );
}
