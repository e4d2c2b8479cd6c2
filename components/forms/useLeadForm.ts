// State machine shared by every lead form: validate, focus the first error, submit once, keep input.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import {
  cleanValues,
  newSubmissionId,
  outcomeMessages,
  submitLead,
  validateForm,
  type FormErrors,
  type FormSchema,
  type FormValues,
} from '@/app/_lib/forms';
import { formEndpoint } from '@/app/_lib/site';
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

const noSubscription = () => () => undefined;

export function useLeadForm<S extends FormSchema>({
  formId,
  schema,
  initialValues,
  consentField,
  endpoint = formEndpoint,
}: Options<S>) {
  const [values, setValues] = useState<FormValues<S>>(initialValues);
  const [errors, setErrors] = useState<FormErrors<S>>({});
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const [message, setMessage] = useState('');
  const inFlight = useRef(false);
  const submissionId = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // False in the server HTML, true once hydrated: until then the browser's own validation guards the form.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (status === 'success' || status === 'noEndpoint') statusRef.current?.focus();
  }, [status]);

  const setValue = useCallback(<K extends keyof S>(name: K, value: FormValues<S>[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const focusField = (name: string) => {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const honeypot = form.elements.namedItem(HONEYPOT_NAME);
    const nextErrors = validateForm(schema, values);
    setErrors(nextErrors);
    const firstInvalid = Object.keys(schema).find((name) => nextErrors[name]);
    if (firstInvalid) {
      setStatus('idle');
      setMessage('');
      focusField(firstInvalid);
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
    submissionId.current ??= newSubmissionId();
    setStatus('pending');
    setMessage('');
    const fields = cleanValues(values) as Record<string, string | boolean>;
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
    values,
    errors,
    status,
    message,
    enhanced,
    setValue,
    onSubmit,
    formRef,
    statusRef,
    pending: status === 'pending',
  };
}
