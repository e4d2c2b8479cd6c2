import { ContentPage } from '@/components/layout/ContentPage';
import { careerPage } from '@/content/pages/career';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(careerPage.meta, '/career/');

export default function CareerPage() {
  return <ContentPage page={careerPage} path="/career/" />;
}
