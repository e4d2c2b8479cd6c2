// State machine shared by every lead form: validate, focus the first error, submit once, keep input.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  newSubmissionId,
  outcomeMessages,
  payloadFields,
  submitLead,
  type FormErrors,
  type FormSchema,
  type FormValues,
} from '@/app/_lib/forms';
import { formEndpoint } from '@/app/_lib/site';
import { useFormState } from './useFormState';
import { HONEYPOT_NAME } from './Honeypot';

export type LeadFormStatus = 'idle' | 'pending' | 'success' | 'failed' | 'noEndpoint';

type Options<S extends FormSchema> = {
  formId: string;
  schema: S;
  initialValues: FormValues<S>;
  /** Name of the checkbox that records marketing consent, if the form has one. */
  consentField?: keyof S & string;
  endpoint?: string;
};

export function useLeadForm<S extends FormSchema>({
  formId,
  schema,
  initialValues,
  consentField,
  endpoint = formEndpoint,
}: Options<S>) {
  const state = useFormState(schema, initialValues);
  const { values, setErrors, focusField, validate } = state;
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const [message, setMessage] = useState('');
  const inFlight = useRef(false);
  const submissionId = useRef<string | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === 'success' || status === 'noEndpoint') statusRef.current?.focus();
  }, [status]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const honeypot = form.elements.namedItem(HONEYPOT_NAME);
    if (!validate()) {
      setStatus('idle');
      setMessage('');
      return;
    }
    if (honeypot instanceof HTMLInputElement && honeypot.value) {
      // Pretend success so bots learn nothing; nothing is sent.
      setStatus('success');
      return;
    }
    if (!endpoint) {
      setStatus('noEndpoint');
      return;
    }
    inFlight.current = true;
    // One id per filled-in form: a retry after a failure is recognisably the same submission.
    submissionId.current ??= newSubmissionId();
    setStatus('pending');
    setMessage('');
    const fields = payloadFields(schema, values);
    const outcome = await submitLead({
      endpoint,
      payload: {
        formId,
        page: window.location.pathname,
        fields,
        consent: consentField ? fields[consentField] === true : false,
        submittedAt: new Date().toISOString(),
        submissionId: submissionId.current,
      },
    });
    inFlight.current = false;
    if (outcome.kind === 'success') {
      setStatus('success');
      return;
    }
    if (outcome.kind === 'fieldErrors') {
      const known = Object.fromEntries(
        Object.entries(outcome.errors).filter(([name]) => name in schema),
      ) as FormErrors<S>;
      setErrors(known);
      const first = Object.keys(schema).find((name) => known[name]);
      setStatus('failed');
      setMessage(
        first ? 'Please correct the highlighted fields and try again.' : outcomeMessages.rejected,
      );
      if (first) focusField(first);
      return;
    }
    setStatus('failed');
    setMessage(outcomeMessages[outcome.kind]);
  };

  return {
    ...state,
    status,
    message,
    onSubmit,
    statusRef,
    pending: status === 'pending',
  };
}

export type LeadForm<S extends FormSchema> = ReturnType<typeof useLeadForm<S>>;
