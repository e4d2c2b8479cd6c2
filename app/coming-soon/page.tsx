import { ContentPage } from '@/components/layout/ContentPage';
import { comingSoonPage } from '@/content/pages/coming-soon';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(comingSoonPage.meta, '/coming-soon/');

export default function ComingSoonPage() {
  return <ContentPage page={comingSoonPage} path="/coming-soon/" />;
}
