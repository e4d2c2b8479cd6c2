import { ContentPage } from '@/components/layout/ContentPage';
import { casestudyPage } from '@/content/pages/casestudy';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(casestudyPage.meta, '/casestudy/');

export default function CasestudyPage() {
  return <ContentPage page={casestudyPage} path="/casestudy/" />;
}
