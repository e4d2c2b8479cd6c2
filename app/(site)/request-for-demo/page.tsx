import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/request-for-demo/');
export const metadata = route.metadata;
export default route.Page;
