import { collectionRoute } from '@/components/layout/route-page';

const route = collectionRoute('/events/[slug]/');
export const dynamicParams = false; // a literal Next reads: any other path is the 404 page
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
