// The auth screens' forms, server components. Sign-in and password reset belong to the customer
// portal (NEXT_PUBLIC_APP_URL): they post there natively, never in the URL; without a portal
// they validate, then say where to sign in. Sign-up is a trial request to the lead endpoint.
import type { ReactNode } from 'react';
import { siGoogle } from 'simple-icons';
import { passwordResetSchema, signInSchema, signUpSchema } from '@/lib/form-schemas';
import { resolveSchema } from '@/lib/forms';
import { portalUrl } from '@/lib/site';
import { privacyNotice, trialTerms } from '@/content/shared/legal';
import { Field } from '@/components/islands/fields';
import { Form } from '@/components/islands/Form';
import { FormNotice } from './LeadForms';

/** "Connect with Google": a link to the portal's Google sign-in, or (no portal) a button whose
 * `data-action` the Form island answers with its notice. */
function GoogleButton({ label }: { label: string }) {
  const href = portalUrl('/auth/google');
  // The Google "G" from simple-icons (CC0; Google's brand guidelines apply), read on the server.
  const icon = (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      className="google-mark"
    >
      <path fill={`#${siGoogle.hex}`} d={siGoogle.path} />
    </svg>
  );
  return href ? (
    <a href={href} className="btn btn-google">
      {icon}
      {label}
    </a>
  ) : (
    <button type="button" className="btn btn-google" data-action="google">
      {icon}
      {label}
    </button>
  );
}

const divider = (
  <p className="auth-divider">
    <span>Or</span>
  </p>
);

function AuthScreen({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <div className="auth-form">
      {children}
      <p className="auth-switch">{footer}</p>
    </div>
  );
}

/** Sign-in screen form: Google, email and password, handed off to the customer portal. */
export function SignInForm() {
  return (
    <AuthScreen
      footer={
        <>
          Don’t have an account? <a href="/signup/">Sign up Today</a>
        </>
      }
    >
      <Form
        rules={resolveSchema(signInSchema)}
        formId="sign-in"
        idPrefix="signin"
        label="Sign in"
        className="portal-form"
        submitLabel="Submit"
        submitClassName="btn btn-primary w-100"
        mailSubject="Sign in"
        portal={portalUrl('/login')}
        notice={{
          title: 'Sign in through your customer portal',
          text: 'Finorbit customers sign in on their own portal address, not on this website. Use the link your administrator shared, or ask them to invite you.',
        }}
        before={
          <>
            <GoogleButton label="Connect with Google" />
            {divider}
          </>
        }
      >
        <Field name="email" autoComplete="username" placeholder="name@company.com" />
        <Field name="password" autoComplete="current-password" />
        <div className="auth-row">
          <a href="/password-reset/">Forgot password</a>
        </div>
      </Form>
    </AuthScreen>
  );
}

/** Password reset: the email, handed off to the customer portal. */
export function PasswordResetForm() {
  return (
    <AuthScreen footer={<a href="/login/">Back to login page</a>}>
      <Form
        rules={resolveSchema(passwordResetSchema)}
        formId="password-reset"
        idPrefix="reset"
        label="Reset password"
        className="portal-form"
        submitLabel="Reset Password"
        submitClassName="btn btn-primary w-100"
        mailSubject="Password reset"
        portal={portalUrl('/password-reset')}
        notice={{
          title: 'Reset your password in your customer portal',
          text: 'Passwords belong to your institution’s Finorbit portal, not this website. Use “Forgot password” on your portal’s sign-in page, or ask your administrator to send a reset link.',
        }}
      >
        <Field name="email" autoComplete="email" placeholder="name@company.com" />
      </Form>
    </AuthScreen>
  );
}

/** Sign-up screen form: a free-trial request; the password is checked but never sent. */
export function SignUpForm() {
  return (
    <div>
      <AuthScreen
        footer={
          <>
            Already have an account? <a href="/login/">Sign in</a>
          </>
        }
      >
        <Form
          rules={resolveSchema(signUpSchema)}
          formId="trial-signup"
          idPrefix="signup"
          label="Start a free trial"
          className="lead-form"
          submitLabel="Submit"
          actionsClassName="form-actions full"
          success={{
            title: 'Thank you, your trial request is in',
            text: 'We will email you an activation link for your 14-day sandbox within one working day. You set your password on that page, so your password manager can save it there.',
          }}
          mailSubject="Free trial request"
          notice={{
            title: 'Google sign-up opens with your trial workspace',
            text: 'Google accounts are linked inside the customer portal once your trial workspace exists. Send the form above and we will email you the portal link.',
          }}
          after={
            <>
              {divider}
              <GoogleButton label="Sign up with Google" />
            </>
          }
        >
          <Field name="name" autoComplete="name" />
          <Field name="email" autoComplete="email" placeholder="name@company.com" />
          <Field name="company" label="Company (optional)" autoComplete="organization" />
          <Field
            name="password"
            autoComplete="new-password"
            hint="At least 8 characters. It is not sent with this request: you confirm it on the activation link we email you."
          />
          <Field
            name="terms"
            label={
              <>
                I agree to the <a href="#trial-terms">trial terms and conditions</a> and the{' '}
                <a href="#signup-privacy">privacy policy</a>.
              </>
            }
          />
        </Form>
      </AuthScreen>
      <FormNotice id="trial-terms" notice={trialTerms} />
      <FormNotice id="signup-privacy" notice={privacyNotice} />
    </div>
  );
}
