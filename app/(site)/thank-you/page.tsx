import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/thank-you/');
export const metadata = route.metadata;
export default route.Page;
