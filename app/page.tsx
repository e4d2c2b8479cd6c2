import { ContentPage } from '@/components/layout/ContentPage';
import { homePage } from '@/content/pages/home';
import { pageMetadata } from './_lib/seo';

export const metadata = pageMetadata(homePage.meta, '/');

export default function HomePage() {
  return <ContentPage page={homePage} path="/" />;
}
