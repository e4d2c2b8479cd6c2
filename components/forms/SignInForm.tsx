import { DeferredForm } from './DeferredForm';
import { GoogleMark } from './GoogleMark';
import { staticPortalForm } from './portalForm';
import { signInDefaults, SignInFormView, signInPath } from './SignInFormView';

/** Sign-in screen form: Google, email and password, handed off to the customer portal. */
export function SignInForm() {
  return (
    <DeferredForm kind="signIn" props={{ googleIcon: <GoogleMark /> }}>
      <SignInFormView
        form={staticPortalForm(signInDefaults, signInPath)}
        googleIcon={<GoogleMark />}
      />
    </DeferredForm>
  );
}
