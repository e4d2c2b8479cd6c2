import { PasswordResetFormLazy } from './lazy';

/** Password reset: the email, handed off to the customer portal. */
export function PasswordResetForm() {
  return <PasswordResetFormLazy />;
}
