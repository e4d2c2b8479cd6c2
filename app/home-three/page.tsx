import { ContentPage } from '@/components/layout/ContentPage';
import { homeThreePage } from '@/content/pages/home-three';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(homeThreePage.meta, '/home-three/');

export default function HomeThreePage() {
  return <ContentPage page={homeThreePage} path="/home-three/" />;
}
