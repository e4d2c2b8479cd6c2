'use client';
// Client island: a trial request sent to the lead endpoint. The password is checked but never sent.
import { useEffect, useRef, useState } from 'react';
import { signUpSchema } from '@/app/_lib/form-schemas';
import type { Handover } from './handover';
import { signUpDefaults, SignUpFormView, type SignUpFormProps } from './SignUpFormView';
import { useLeadIsland } from './useHandover';

export function SignUpFormIsland({
  handover,
  ...props
}: SignUpFormProps & { handover?: Handover }) {
  const state = useLeadIsland({
    formId: 'trial-signup',
    schema: signUpSchema,
    defaults: signUpDefaults,
    handover,
  });
  // A counter, so pressing the button again moves focus to the notice again.
  const [googleNotice, setGoogleNotice] = useState(handover?.action === 'google' ? 1 : 0);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (googleNotice > 0) noticeRef.current?.focus();
  }, [googleNotice]);

  return (
    <SignUpFormView
      {...props}
      {...state}
      noticeRef={noticeRef}
      googleNotice={googleNotice > 0}
      onGoogle={() => setGoogleNotice((count) => count + 1)}
    />
  );
}
