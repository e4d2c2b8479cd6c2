import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/single-integration/');
export const metadata = route.metadata;
export default route.Page;
