import { privacyNotice, trialTerms } from '@/content/shared/legal';
import { DeferredForm } from './DeferredForm';
import { FormNotice } from './FormNotice';
import { GoogleMark } from './GoogleMark';
import { staticLeadForm } from './LeadFormShell';
import { signUpDefaults, SignUpFormView } from './SignUpFormView';

/** Sign-up screen form: a free-trial request, with the terms and privacy notices it links to. */
export function SignUpForm() {
  const props = {
    googleIcon: <GoogleMark />,
    termsHref: '#trial-terms',
    privacyHref: '#signup-privacy',
  };
  return (
    <div>
      <DeferredForm kind="signUp" props={props}>
        <SignUpFormView {...props} form={staticLeadForm(signUpDefaults)} />
      </DeferredForm>
      <FormNotice id="trial-terms" notice={trialTerms} />
      <FormNotice id="signup-privacy" notice={privacyNotice} />
    </div>
  );
}
