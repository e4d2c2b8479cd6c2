import { ContentPage } from '@/components/layout/ContentPage';
import { signupPage } from '@/content/pages/signup';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(signupPage.meta, '/signup/');

export default function SignupPage() {
  return <ContentPage page={signupPage} path="/signup/" />;
}
