import { GoogleMark } from './GoogleMark';
import { SignInFormLazy } from './lazy';

/** Sign-in screen form: Google, email and password, handed off to the customer portal. */
export function SignInForm() {
  return <SignInFormLazy googleIcon={<GoogleMark />} />;
}
