import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { notFoundPage } from '@/content/pages/not-found';

export const metadata: Metadata = {
  title: notFoundPage.meta.title,
  description: notFoundPage.meta.description,
  // Next adds `<meta name="robots" content="noindex">` to the not-found page itself.
};

export default function NotFound() {
  return <ContentPage page={notFoundPage} path="/404/" />;
}
