import { ContentPage } from '@/components/layout/ContentPage';
import { passwordResetPage } from '@/content/pages/password-reset';
import { pageMetadata } from '../_lib/seo';

export const metadata = pageMetadata(passwordResetPage.meta, '/password-reset/');

export default function PasswordResetPage() {
  return <ContentPage page={passwordResetPage} path="/password-reset/" />;
}
