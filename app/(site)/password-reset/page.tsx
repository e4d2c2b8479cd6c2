import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/password-reset/');
export const metadata = route.metadata;
export default route.Page;
