import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/home-twelve/');
export const metadata = route.metadata;
export default route.Page;
