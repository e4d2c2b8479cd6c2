import { ContentPage } from '@/components/layout/ContentPage';
import { singleServicePage } from '@/content/pages/single-service';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(singleServicePage.meta, '/single-service/');

export default function SingleServicePage() {
  return <ContentPage page={singleServicePage} path="/single-service/" />;
}
