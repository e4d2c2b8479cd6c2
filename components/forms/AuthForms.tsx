// The auth screens' forms, server components. Sign-in and password reset belong to the customer
// portal (NEXT_PUBLIC_APP_URL): they post there natively, never in the URL; without a portal
// they validate, then say where to sign in. Sign-up is a trial request to the lead endpoint.
// Their words are content (content/copy/form-copy.ts).
import type { ReactNode } from 'react';
import { siGoogle } from 'simple-icons';
import { passwordResetSchema, signInSchema, signUpSchema } from '@/lib/form-schemas';
import { portalUrl } from '@/lib/site';
import type { AuthScreenCopy, CompanyProps } from '@/content/types';
import { authDivider, authForms, authScreens } from '@/content/copy/form-copy';
import { FormView, linkedText } from './FormView';

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
    <span>{authDivider}</span>
  </p>
);

/** An auth screen: its form, then the line that links to the other screen. */
function AuthScreen({ children, copy }: { children: ReactNode; copy: AuthScreenCopy }) {
  return (
    <div className="auth-form">
      {children}
      <p className="auth-switch">{linkedText(copy.footer)}</p>
    </div>
  );
}

/** The portal forms' look: full-width submit, posting to the portal (none: the notice). */
const portalForm = { className: 'portal-form', submitClassName: 'btn btn-primary w-100' };

/** Sign-in screen form: Google, email and password, handed off to the customer portal. */
export function SignInForm({ company }: CompanyProps) {
  const screen = authScreens.signIn;
  return (
    <AuthScreen copy={screen}>
      <FormView
        schema={signInSchema}
        copy={authForms.signIn}
        formId="sign-in"
        idPrefix="signin"
        {...portalForm}
        company={company}
        portal={portalUrl('/login')}
        before={
          <>
            <GoogleButton label={screen.google} />
            {divider}
          </>
        }
        fields={[
          { name: 'email', autoComplete: 'username' },
          { name: 'password', autoComplete: 'current-password' },
        ]}
      >
        <div className="auth-row">
          <a href={screen.forgotPassword.href}>{screen.forgotPassword.link}</a>
        </div>
      </FormView>
    </AuthScreen>
  );
}

/** Password reset: the email, handed off to the customer portal. */
export function PasswordResetForm({ company }: CompanyProps) {
  return (
    <AuthScreen copy={authScreens.passwordReset}>
      <FormView
        schema={passwordResetSchema}
        copy={authForms.passwordReset}
        formId="password-reset"
        idPrefix="reset"
        {...portalForm}
        company={company}
        portal={portalUrl('/password-reset')}
        fields={['email']}
      />
    </AuthScreen>
  );
}

/** Sign-up screen form: a free-trial request; the password is checked but never sent. */
export function SignUpForm({ company }: CompanyProps) {
  const screen = authScreens.signUp;
  return (
    <div>
      <AuthScreen copy={screen}>
        <FormView
          schema={signUpSchema}
          copy={authForms.signUp}
          formId="trial-signup"
          company={company}
          idPrefix="signup"
          className="lead-form"
          actionsClassName="form-actions full"
          after={
            <>
              {divider}
              <GoogleButton label={screen.google} />
            </>
          }
          fields={[
            'name',
            'email',
            'company',
            { name: 'password', autoComplete: 'new-password' },
            'terms',
          ]}
        />
      </AuthScreen>
    </div>
  );
}
