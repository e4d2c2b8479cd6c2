// The password reset form's markup, shared by the server HTML and the island (see DeferredForm).
import type { RefObject } from 'react';
import { passwordResetSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { SubmitButton, TextInput } from './fields';
import type { PortalFormView } from './portalForm';
import { PortalNotice } from './PortalNotice';

export const passwordResetDefaults: FormValues<typeof passwordResetSchema> = { email: '' };
export const passwordResetPath = '/password-reset';

export function PasswordResetFormView({
  form,
  formRef,
  noticeRef,
}: {
  form: PortalFormView<typeof passwordResetSchema>;
  formRef?: RefObject<HTMLFormElement | null>;
  noticeRef?: RefObject<HTMLDivElement | null>;
}) {
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
