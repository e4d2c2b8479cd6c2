import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/home-ten/');
export const metadata = route.metadata;
export default route.Page;
