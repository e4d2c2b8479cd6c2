// The sign-in form's markup, shared by the server HTML and the island (see DeferredForm).
import type { ReactNode, RefObject } from 'react';
import { signInSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { portalUrl } from '@/app/_lib/site';
import { SubmitButton, TextInput } from './fields';
import type { PortalFormView } from './portalForm';
import { GoogleButton, PortalNotice } from './PortalNotice';

export const signInDefaults: FormValues<typeof signInSchema> = { email: '', password: '' };
export const signInPath = '/login';

export function SignInFormView({
  form,
  formRef,
  noticeRef,
  googleIcon,
}: {
  form: PortalFormView<typeof signInSchema>;
  formRef?: RefObject<HTMLFormElement | null>;
  noticeRef?: RefObject<HTMLDivElement | null>;
  googleIcon: ReactNode;
}) {
  const bound = { form, schema: signInSchema, idPrefix: 'signin' };
  return (
    <div className="auth-form">
      <GoogleButton
        label="Connect with Google"
        href={portalUrl('/auth/google')}
        icon={googleIcon}
        onUnavailable={form.showNotice}
      />
      <p className="auth-divider">
        <span>Or</span>
      </p>
      <form
        ref={formRef}
        aria-label="Sign in"
        method="post"
        action={form.action || undefined}
        noValidate={form.enhanced}
        aria-busy={form.pending}
        onSubmit={form.onSubmit}
      >
        <TextInput {...bound} name="email" autoComplete="username" placeholder="name@company.com" />
        <TextInput {...bound} name="password" autoComplete="current-password" />
        <div className="auth-row">
          <a href="/password-reset/">Forgot password</a>
        </div>
        <SubmitButton pending={form.pending} label="Submit" className="btn btn-primary w-100" />
      </form>
      {form.notice ? (
        <PortalNotice
          noticeRef={noticeRef}
          title="Sign in through your customer portal"
          text="Finorbit customers sign in on their own portal address, not on this website. Use the link your administrator shared, or ask them to invite you."
        />
      ) : null}
      <p className="auth-switch">
        Don’t have an account? <a href="/signup/">Sign up Today</a>
      </p>
    </div>
  );
}
