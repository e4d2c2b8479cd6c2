import { ContentPage } from '@/components/layout/ContentPage';
import { singleCareerPage } from '@/content/pages/single-career';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(singleCareerPage.meta, '/single-career/');

export default function SingleCareerPage() {
  return <ContentPage page={singleCareerPage} path="/single-career/" />;
}
