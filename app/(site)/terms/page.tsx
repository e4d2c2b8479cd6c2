import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/terms/');
export const metadata = route.metadata;
export default route.Page;
