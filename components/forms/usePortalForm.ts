// Sign-in and password reset belong to the customer portal, not this site. With NEXT_PUBLIC_APP_URL
// set, a valid form is posted (natively, never in the URL) to the portal; without it the form
// validates, then says where to sign in and keeps what was typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormSchema, FormValues } from '@/app/_lib/forms';
import { portalUrl } from '@/app/_lib/site';
import { useFormState } from './useFormState';

export function usePortalForm<S extends FormSchema>(
  schema: S,
  initialValues: FormValues<S>,
  path: `/${string}`,
  /** The visitor already asked for the notice (pressed the Google button before the code came). */
  noticeOnMount = false,
) {
  const state = useFormState(schema, initialValues);
  const action = portalUrl(path);
  const [notice, setNotice] = useState(noticeOnMount);
  const [pending, setPending] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  // A counter, so asking twice moves focus to the notice again.
  const [noticeRequests, setNoticeRequests] = useState(noticeOnMount ? 1 : 0);

  useEffect(() => {
    if (noticeRequests > 0) noticeRef.current?.focus();
  }, [noticeRequests]);

  const showNotice = () => {
    setNotice(true);
    setNoticeRequests((count) => count + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending || !state.validate()) {
      event.preventDefault();
      return;
    }
    if (action) {
      // Let the browser post the form to the portal.
      setPending(true);
      return;
    }
    event.preventDefault();
    showNotice();
  };

  return { ...state, action, notice, noticeRef, showNotice, onSubmit, pending };
}
