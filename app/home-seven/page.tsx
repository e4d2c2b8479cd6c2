import { ContentPage } from '@/components/layout/ContentPage';
import { homeSevenPage } from '@/content/pages/home-seven';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeSevenPage.meta, '/home-seven/');

export default function HomeSevenPage() {
  return <ContentPage page={homeSevenPage} path="/home-seven/" />;
}
