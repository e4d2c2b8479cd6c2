import { ContentPage } from '@/components/layout/ContentPage';
import { helpCenterDetailsPage } from '@/content/pages/help-center-details';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(helpCenterDetailsPage.meta, '/help-center-details/');

export default function HelpCenterDetailsPage() {
  return <ContentPage page={helpCenterDetailsPage} path="/help-center-details/" />;
}
