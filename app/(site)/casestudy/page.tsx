import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/casestudy/');
export const metadata = route.metadata;
export default route.Page;
