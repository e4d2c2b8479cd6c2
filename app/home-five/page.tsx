import { ContentPage } from '@/components/layout/ContentPage';
import { homeFivePage } from '@/content/pages/home-five';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeFivePage.meta, '/home-five/');

export default function HomeFivePage() {
  return <ContentPage page={homeFivePage} path="/home-five/" />;
}
