import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/coming-soon/');
export const metadata = route.metadata;
export default route.Page;
