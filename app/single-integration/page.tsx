import { ContentPage } from '@/components/layout/ContentPage';
import { singleIntegrationPage } from '@/content/pages/single-integration';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(singleIntegrationPage.meta, '/single-integration/');

export default function SingleIntegrationPage() {
  return <ContentPage page={singleIntegrationPage} path="/single-integration/" />;
}
