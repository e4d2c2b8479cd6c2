import { ContentPage } from '@/components/layout/ContentPage';
import { requestForDemoPage } from '@/content/pages/request-for-demo';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(requestForDemoPage.meta, '/request-for-demo/');

export default function RequestForDemoPage() {
  return <ContentPage page={requestForDemoPage} path="/request-for-demo/" />;
}
