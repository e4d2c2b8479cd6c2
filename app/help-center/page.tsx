import { ContentPage } from '@/components/layout/ContentPage';
import { helpCenterPage } from '@/content/pages/help-center';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(helpCenterPage.meta, '/help-center/');

export default function HelpCenterPage() {
  return <ContentPage page={helpCenterPage} path="/help-center/" />;
}
