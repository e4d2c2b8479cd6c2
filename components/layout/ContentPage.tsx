import type { PageContent } from '@/content/types';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { SectionStack } from './SectionStack';

/** A whole page from content: header variant, the main landmark with its sections, footer variant. */
export function ContentPage({ page, path }: { page: PageContent; path: string }) {
  return (
    <>
      {page.header === false ? null : <SiteHeader {...page.header} currentPath={path} />}
      <main id="main" tabIndex={-1}>
        <SectionStack sections={page.sections} />
      </main>
      {page.footer === false ? null : <SiteFooter {...page.footer} />}
    </>
  );
}
