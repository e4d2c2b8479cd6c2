import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/hi/privacy/');
export const metadata = route.metadata;
export default route.Page;
