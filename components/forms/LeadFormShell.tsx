// The frame of every lead form: the <form> element, honeypot, submit button and what it says
// after submit. A successful send replaces the form with a focused, announced confirmation.
// Pure: rendered by the islands with live state and on the server with staticLeadForm().
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FormErrors, FormSchema, FormValues } from '@/app/_lib/forms';
import { FormFeedback } from './FormFeedback';
import { Honeypot } from './Honeypot';
import { SubmitButton } from './fields';
import type { FormState } from './useFormState';
import type { LeadFormStatus } from './useLeadForm';

/** What any form's markup needs: the island's live state, or the server's initial state. */
export type FormView<S extends FormSchema> = {
  values: FormValues<S>;
  errors: FormErrors<S>;
  /** Absent in the server HTML, where the fields are uncontrolled. */
  setValue?: FormState<S>['setValue'];
  enhanced: boolean;
  pending: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
};

/** A lead form's view state: also what happened to the last submit. */
export type LeadFormView<S extends FormSchema> = FormView<S> & {
  status: LeadFormStatus;
  message: string;
};

/** Options every lead form takes. */
export type LeadFormProps = {
  /** Reported with the submission. */
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

/** A lead form as the server renders it, before its island takes over. */
export function staticLeadForm<S extends FormSchema>(values: FormValues<S>): LeadFormView<S> {
  return { values, errors: {}, enhanced: false, pending: false, status: 'idle', message: '' };
}

/** The state half of a lead form's view: live from its island, or static from the server. */
export type LeadViewState<S extends FormSchema> = {
  /** The form's state without its refs (React's rules keep refs out of render-time objects). */
  form: LeadFormView<S>;
  formRef?: RefObject<HTMLFormElement | null>;
  statusRef?: RefObject<HTMLDivElement | null>;
  /** The honeypot's value when a bot filled it before the island took over. */
  trap?: string;
};

type LeadFormShellProps<S extends FormSchema> = LeadViewState<S> & {
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
  trap,
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
      <Honeypot idPrefix={honeypotPrefix} value={trap} />
      <div className={actionsClassName}>
        <SubmitButton pending={form.pending} label={submitLabel} />
      </div>
      {feedback}
    </form>
  );
}
