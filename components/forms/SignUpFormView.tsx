// The sign-up (free trial) form's markup, shared by the server HTML and the island (see DeferredForm).
import type { ReactNode, RefObject } from 'react';
import { signUpSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { portalUrl } from '@/app/_lib/site';
import { Checkbox, TextInput } from './fields';
import { LeadFormShell, type LeadViewState } from './LeadFormShell';
import { GoogleButton, PortalNotice } from './PortalNotice';

export type SignUpFormProps = { googleIcon: ReactNode; termsHref: string; privacyHref: string };

export const signUpDefaults: FormValues<typeof signUpSchema> = {
  name: '',
  email: '',
  company: '',
  password: '',
  terms: false,
};

export function SignUpFormView({
  noticeRef,
  googleNotice = false,
  onGoogle,
  googleIcon,
  termsHref,
  privacyHref,
  ...state
}: SignUpFormProps &
  LeadViewState<typeof signUpSchema> & {
    noticeRef?: RefObject<HTMLDivElement | null>;
    /** Show where Google sign-up happens (the visitor pressed the button and no portal is set). */
    googleNotice?: boolean;
    onGoogle?: () => void;
  }) {
  const bound = { form: state.form, schema: signUpSchema, idPrefix: 'signup' };
  return (
    <div className="auth-form">
      <LeadFormShell
        {...state}
        label="Start a free trial"
        submitLabel="Submit"
        successTitle="Thank you, your trial request is in"
        successText="We will email you an activation link for your 14-day sandbox within one working day. You set your password on that page, so your password manager can save it there."
        mailSubject="Free trial request"
        actionsClassName="form-actions full"
      >
        <TextInput {...bound} name="name" autoComplete="name" />
        <TextInput {...bound} name="email" autoComplete="email" placeholder="name@company.com" />
        <TextInput
          {...bound}
          name="company"
          label="Company (optional)"
          autoComplete="organization"
        />
        <TextInput
          {...bound}
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters. It is not sent with this request: you confirm it on the activation link we email you."
        />
        <Checkbox {...bound} name="terms">
          I agree to the <a href={termsHref}>trial terms and conditions</a> and the{' '}
          <a href={privacyHref}>privacy policy</a>.
        </Checkbox>
      </LeadFormShell>
      <p className="auth-divider">
        <span>Or</span>
      </p>
      <GoogleButton
        label="Sign up with Google"
        href={portalUrl('/auth/google')}
        icon={googleIcon}
        onUnavailable={onGoogle}
      />
      {googleNotice ? (
        <PortalNotice
          noticeRef={noticeRef}
          title="Google sign-up opens with your trial workspace"
          text="Google accounts are linked inside the customer portal once your trial workspace exists. Send the form above and we will email you the portal link."
        />
      ) : null}
      <p className="auth-switch">
        Already have an account? <a href="/login/">Sign in</a>
      </p>
    </div>
  );
}
