'use client';
// Client island: checks the email, then hands off to the portal's reset (or says where it is).
import { passwordResetSchema } from '@/app/_lib/form-schemas';
import type { Handover } from './handover';
import {
  passwordResetDefaults,
  PasswordResetFormView,
  passwordResetPath,
} from './PasswordResetFormView';
import { handedValues, useHandover } from './useHandover';
import { usePortalForm } from './usePortalForm';

export function PasswordResetFormIsland({ handover }: { handover?: Handover }) {
  const { formRef, noticeRef, ...form } = usePortalForm(
    passwordResetSchema,
    handedValues(passwordResetDefaults, handover),
    passwordResetPath,
  );
  useHandover(formRef, handover);
  return <PasswordResetFormView form={form} formRef={formRef} noticeRef={noticeRef} />;
}
