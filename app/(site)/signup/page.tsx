import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/signup/');
export const metadata = route.metadata;
export default route.Page;
