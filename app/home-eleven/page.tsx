import { ContentPage } from '@/components/layout/ContentPage';
import { homeElevenPage } from '@/content/pages/home-eleven';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeElevenPage.meta, '/home-eleven/');

export default function HomeElevenPage() {
  return <ContentPage page={homeElevenPage} path="/home-eleven/" />;
}
