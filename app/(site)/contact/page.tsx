import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/contact/');
export const metadata = route.metadata;
export default route.Page;
