// The frame of every lead form: the <form> element, honeypot, submit button and what it says
// after submit. A successful send replaces the form with a focused, announced confirmation.
import { useId, type ReactNode, type RefObject } from 'react';
import type { FormSchema } from '@/app/_lib/forms';
import { FormFeedback } from './FormFeedback';
import { Honeypot } from './Honeypot';
import { SubmitButton } from './fields';
import type { LeadForm } from './useLeadForm';

type LeadFormShellProps<S extends FormSchema> = {
  /** The form's state without its refs (React's rules keep refs out of render-time objects). */
  form: Omit<LeadForm<S>, 'formRef' | 'statusRef'>;
  formRef: RefObject<HTMLFormElement | null>;
  statusRef: RefObject<HTMLDivElement | null>;
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  successTitle: string;
  successText: string;
  /** Subject line of the email fallback. */
  mailSubject: string;
  tone?: 'light' | 'dark';
  className?: string;
  /** Class of the block that holds the submit button. */
  actionsClassName?: string;
  children: ReactNode;
};

export function LeadFormShell<S extends FormSchema>({
  form,
  formRef,
  statusRef,
  label,
  submitLabel,
  successTitle,
  successText,
  mailSubject,
  tone = 'light',
  className,
  actionsClassName = 'form-actions',
  children,
}: LeadFormShellProps<S>) {
  const honeypotPrefix = useId();
  const feedback = (
    <FormFeedback
      status={form.status}
      message={form.message}
      statusRef={statusRef}
      successTitle={successTitle}
      successText={successText}
      mailSubject={mailSubject}
      tone={tone}
    />
  );
  if (form.status === 'success') return feedback;
  return (
    <form
      ref={formRef}
      aria-label={label}
      className={['lead-form', tone, className].filter(Boolean).join(' ')}
      method="post"
      noValidate={form.enhanced}
      aria-busy={form.pending}
      onSubmit={form.onSubmit}
    >
      {children}
      <Honeypot idPrefix={honeypotPrefix} />
      <div className={actionsClassName}>
        <SubmitButton pending={form.pending} label={submitLabel} />
      </div>
      {feedback}
    </form>
  );
}
