import { privacyNotice, trialTerms } from '@/content/shared/legal';
import { FormNotice } from './FormNotice';
import { GoogleMark } from './GoogleMark';
import { SignUpFormLazy } from './lazy';

/** Sign-up screen form: a free-trial request, with the terms and privacy notices it links to. */
export function SignUpForm() {
  return (
    <div>
      <SignUpFormLazy
        googleIcon={<GoogleMark />}
        termsHref="#trial-terms"
        privacyHref="#signup-privacy"
      />
      <FormNotice id="trial-terms" notice={trialTerms} />
      <FormNotice id="signup-privacy" notice={privacyNotice} />
    </div>
  );
}
