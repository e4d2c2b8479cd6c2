import { staticRoute } from '@/components/layout/route-page';

const route = staticRoute('/events/');
export const metadata = route.metadata;
export default route.Page;
