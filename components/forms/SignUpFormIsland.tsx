'use client';
// Client island: a trial request sent to the lead endpoint. The password is checked but never sent.
import { useEffect, useRef, useState } from 'react';
import { signUpSchema } from '@/app/_lib/form-schemas';
import type { Handover } from './handover';
import { HONEYPOT_NAME } from './Honeypot';
import { signUpDefaults, SignUpFormView, type SignUpFormProps } from './SignUpFormView';
import { handedValues, useHandover } from './useHandover';
import { useLeadForm } from './useLeadForm';

export function SignUpFormIsland({
  handover,
  ...props
}: SignUpFormProps & { handover?: Handover }) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId: 'trial-signup',
    schema: signUpSchema,
    initialValues: handedValues(signUpDefaults, handover),
  });
  useHandover(formRef, handover);
  // A counter, so pressing the button again moves focus to the notice again.
  const [googleNotice, setGoogleNotice] = useState(handover?.action === 'google' ? 1 : 0);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (googleNotice > 0) noticeRef.current?.focus();
  }, [googleNotice]);

  return (
    <SignUpFormView
      {...props}
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      noticeRef={noticeRef}
      trap={handover?.values[HONEYPOT_NAME] as string | undefined}
      googleNotice={googleNotice > 0}
      onGoogle={() => setGoogleNotice((count) => count + 1)}
    />
  );
}
