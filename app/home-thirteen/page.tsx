import { ContentPage } from '@/components/layout/ContentPage';
import { homeThirteenPage } from '@/content/pages/home-thirteen';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeThirteenPage.meta, '/home-thirteen/');

export default function HomeThirteenPage() {
  return <ContentPage page={homeThirteenPage} path="/home-thirteen/" />;
}
