import { ContentPage } from '@/components/layout/ContentPage';
import { homeTwoPage } from '@/content/pages/home-two';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeTwoPage.meta, '/home-two/');

export default function HomeTwoPage() {
  return <ContentPage page={homeTwoPage} path="/home-two/" />;
}
