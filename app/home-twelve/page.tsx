import { ContentPage } from '@/components/layout/ContentPage';
import { homeTwelvePage } from '@/content/pages/home-twelve';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeTwelvePage.meta, '/home-twelve/');

export default function HomeTwelvePage() {
  return <ContentPage page={homeTwelvePage} path="/home-twelve/" />;
}
