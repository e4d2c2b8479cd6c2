import { DeferredForm } from './DeferredForm';
import { staticPortalForm } from './portalForm';
import {
  passwordResetDefaults,
  PasswordResetFormView,
  passwordResetPath,
} from './PasswordResetFormView';

/** Password reset: the email, handed off to the customer portal. */
export function PasswordResetForm() {
  return (
    <DeferredForm kind="passwordReset" props={{}}>
      <PasswordResetFormView form={staticPortalForm(passwordResetDefaults, passwordResetPath)} />
    </DeferredForm>
  );
}
