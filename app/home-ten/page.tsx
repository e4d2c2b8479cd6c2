import { ContentPage } from '@/components/layout/ContentPage';
import { homeTenPage } from '@/content/pages/home-ten';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeTenPage.meta, '/home-ten/');

export default function HomeTenPage() {
  return <ContentPage page={homeTenPage} path="/home-ten/" />;
}
