import { ContentPage } from '@/components/layout/ContentPage';
import { newsDetailsPage } from '@/content/pages/news-details';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(newsDetailsPage.meta, '/news-details/');

export default function NewsDetailsPage() {
  return <ContentPage page={newsDetailsPage} path="/news-details/" />;
}
