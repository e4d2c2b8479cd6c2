// The 404 page (out/404.html), for every path no route serves. The site has a root layout per
// language (app/(site)/, app/(hi)/), so no single layout can frame it: Next renders this file
// alone (experimental `globalNotFound`, next.config.mjs), and it renders the same document the
// English layout does (components/layout/RootDocument.tsx) with the root metadata around it.
import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';
import { pageContent } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';
import { notFoundRoute } from '@/lib/site';

const notFoundPage = pageContent('not-found');
const company = companyFacts();

export const metadata: Metadata = {
  ...rootMetadata(),
  // No layout applies the root template here.
  title: `${notFoundPage.meta.title} | ${company.name}`,
  description: notFoundPage.meta.description,
  // Next adds `<meta name="robots" content="noindex">` to the not-found page itself.
};
export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument lang="en">
      <ContentPage page={notFoundPage} path="/404/" route={notFoundRoute} company={company} />
    </RootDocument>
  );
}
