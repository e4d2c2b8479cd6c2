import { GoogleMark } from './GoogleMark';
import { SignInFormIsland } from './SignInFormIsland';

/** Sign-in screen form: Google, email and password, handed off to the customer portal. */
export function SignInForm() {
  return <SignInFormIsland googleIcon={<GoogleMark />} />;
}
