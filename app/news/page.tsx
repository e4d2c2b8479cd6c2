import { ContentPage } from '@/components/layout/ContentPage';
import { newsListPage } from '@/content/pages/news';
import { pageMetadata } from '../_lib/seo';

const page = newsListPage(1);

export const metadata = pageMetadata(page.meta, '/news/');

export default function NewsPage() {
  return <ContentPage page={page} path="/news/" />;
}
