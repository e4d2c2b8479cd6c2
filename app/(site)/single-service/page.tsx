import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/single-service/');
export const metadata = route.metadata;
export default route.Page;
