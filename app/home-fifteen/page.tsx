import { ContentPage } from '@/components/layout/ContentPage';
import { homeFifteenPage } from '@/content/pages/home-fifteen';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeFifteenPage.meta, '/home-fifteen/');

export default function HomeFifteenPage() {
  return <ContentPage page={homeFifteenPage} path="/home-fifteen/" />;
}
