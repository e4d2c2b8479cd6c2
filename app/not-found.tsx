import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { loadPage } from '@/content/pages/load';

const notFoundPage = loadPage('./pages/not-found.yml');

export const metadata: Metadata = {
  title: notFoundPage.meta.title,
  description: notFoundPage.meta.description,
  // Next adds `<meta name="robots" content="noindex">` to the not-found page itself.
};

export default function NotFound() {
  return <ContentPage page={notFoundPage} path="/404/" />;
}
