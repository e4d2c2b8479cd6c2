import { ContentPage } from '@/components/layout/ContentPage';
import { companyPage } from '@/content/pages/company';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(companyPage.meta, '/company/');

export default function CompanyPage() {
  return <ContentPage page={companyPage} path="/company/" />;
}
