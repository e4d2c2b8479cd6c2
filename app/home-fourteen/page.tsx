import { ContentPage } from '@/components/layout/ContentPage';
import { homeFourteenPage } from '@/content/pages/home-fourteen';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeFourteenPage.meta, '/home-fourteen/');

export default function HomeFourteenPage() {
  return <ContentPage page={homeFourteenPage} path="/home-fourteen/" />;
}
