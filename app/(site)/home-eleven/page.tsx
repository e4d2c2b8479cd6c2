import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/home-eleven/');
export const metadata = route.metadata;
export default route.Page;
