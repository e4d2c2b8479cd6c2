import { ContentPage } from '@/components/layout/ContentPage';
import { contactPage } from '@/content/pages/contact';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(contactPage.meta, '/contact/');

export default function ContactPage() {
  return <ContentPage page={contactPage} path="/contact/" />;
}
