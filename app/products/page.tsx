import { ContentPage } from '@/components/layout/ContentPage';
import { productsPage } from '@/content/pages/products';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(productsPage.meta, '/products/');

export default function ProductsPage() {
  return <ContentPage page={productsPage} path="/products/" />;
}
