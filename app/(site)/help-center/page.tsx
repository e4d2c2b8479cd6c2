import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/help-center/');
export const metadata = route.metadata;
export default route.Page;
