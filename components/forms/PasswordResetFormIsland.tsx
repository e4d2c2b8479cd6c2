'use client';
// Client island: checks the email, then hands off to the portal's reset (or says where it is).
import { passwordResetSchema } from '@/app/_lib/form-schemas';
import { SubmitButton, TextInput } from './fields';
import { PortalNotice } from './PortalNotice';
import { usePortalForm } from './usePortalForm';

export function PasswordResetFormIsland() {
  const { formRef, noticeRef, ...form } = usePortalForm(
    passwordResetSchema,
    { email: '' },
    '/password-reset',
  );
  return (
    <div className="auth-form">
      <form
        ref={formRef}
        aria-label="Reset password"
        method="post"
        action={form.action || undefined}
        noValidate={form.enhanced}
        aria-busy={form.pending}
        onSubmit={form.onSubmit}
      >
        <TextInput
          form={form}
          schema={passwordResetSchema}
          idPrefix="reset"
          name="email"
          autoComplete="email"
          placeholder="name@company.com"
        />
        <SubmitButton
          pending={form.pending}
          label="Reset Password"
          className="btn btn-primary w-100"
        />
      </form>
      {form.notice ? (
        <PortalNotice
          noticeRef={noticeRef}
          title="Reset your password in your customer portal"
          text="Passwords belong to your institution’s Finorbit portal, not this website. Use “Forgot password” on your portal’s sign-in page, or ask your administrator to send a reset link."
        />
      ) : null}
      <p className="auth-switch">
        <a href="/login/">Back to login page</a>
      </p>
    </div>
  );
}
