import { ContentPage } from '@/components/layout/ContentPage';
import { loginPage } from '@/content/pages/login';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(loginPage.meta, '/login/');

export default function LoginPage() {
  return <ContentPage page={loginPage} path="/login/" />;
}
