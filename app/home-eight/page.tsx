import { ContentPage } from '@/components/layout/ContentPage';
import { homeEightPage } from '@/content/pages/home-eight';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeEightPage.meta, '/home-eight/');

export default function HomeEightPage() {
  return <ContentPage page={homeEightPage} path="/home-eight/" />;
}
