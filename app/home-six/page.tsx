import { ContentPage } from '@/components/layout/ContentPage';
import { homeSixPage } from '@/content/pages/home-six';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeSixPage.meta, '/home-six/');

export default function HomeSixPage() {
  return <ContentPage page={homeSixPage} path="/home-six/" />;
}
