import { ContentPage } from '@/components/layout/ContentPage';
import { homeNinePage } from '@/content/pages/home-nine';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeNinePage.meta, '/home-nine/');

export default function HomeNinePage() {
  return <ContentPage page={homeNinePage} path="/home-nine/" />;
}
