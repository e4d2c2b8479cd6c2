'use client';
// Client island: checks email and password, then hands off to the customer portal (or says where it is).
import type { ReactNode } from 'react';
import { signInSchema } from '@/app/_lib/form-schemas';
import type { Handover } from './handover';
import { signInDefaults, SignInFormView, signInPath } from './SignInFormView';
import { handedValues, useHandover } from './useHandover';
import { usePortalForm } from './usePortalForm';

export function SignInFormIsland({
  googleIcon,
  handover,
}: {
  googleIcon: ReactNode;
  handover?: Handover;
}) {
  const { formRef, noticeRef, ...form } = usePortalForm(
    signInSchema,
    handedValues(signInDefaults, handover),
    signInPath,
    handover?.action === 'google',
  );
  useHandover(formRef, handover);
  return (
    <SignInFormView form={form} formRef={formRef} noticeRef={noticeRef} googleIcon={googleIcon} />
  );
}
