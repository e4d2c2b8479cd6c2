import { ContentPage } from '@/components/layout/ContentPage';
import { integrationsPage } from '@/content/pages/integrations';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(integrationsPage.meta, '/integrations/');

export default function IntegrationsPage() {
  return <ContentPage page={integrationsPage} path="/integrations/" />;
}
