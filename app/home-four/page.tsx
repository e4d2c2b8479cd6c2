import { ContentPage } from '@/components/layout/ContentPage';
import { homeFourPage } from '@/content/pages/home-four';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeFourPage.meta, '/home-four/');

export default function HomeFourPage() {
  return <ContentPage page={homeFourPage} path="/home-four/" />;
}
