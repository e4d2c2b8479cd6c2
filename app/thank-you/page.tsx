import { ContentPage } from '@/components/layout/ContentPage';
import { thankYouPage } from '@/content/pages/thank-you';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(thankYouPage.meta, '/thank-you/');

export default function ThankYouPage() {
  return <ContentPage page={thankYouPage} path="/thank-you/" />;
}
