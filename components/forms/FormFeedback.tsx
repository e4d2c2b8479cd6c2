import type { RefObject } from 'react';
import { site } from '@/content/site';
import type { LeadFormStatus } from './useLeadForm';

type FormFeedbackProps = {
  status: LeadFormStatus;
  message: string;
  statusRef?: RefObject<HTMLDivElement | null>;
  successTitle: string;
  successText: string;
  /** Subject line for the email fallback. */
  mailSubject: string;
  tone?: 'light' | 'dark';
};

/** What a form says after submit: confirmation, email fallback, or a retryable error. */
export function FormFeedback({
  status,
  message,
  statusRef,
  successTitle,
  successText,
  mailSubject,
  tone = 'light',
}: FormFeedbackProps) {
  const mailto = `mailto:${site.email.sales}?subject=${encodeURIComponent(mailSubject)}`;
  if (status === 'success') {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={`form-confirmation ${tone}`}>
        <p className="form-confirmation-title">{successTitle}</p>
        <p className="mb-0">{successText}</p>
      </div>
    );
  }
  if (status === 'noEndpoint') {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={`form-confirmation ${tone}`}>
        <p className="form-confirmation-title">Online sending is not available right now</p>
        <p className="mb-0">
          Please email us at <a href={mailto}>{site.email.sales}</a> and we will take it from there.
          What you typed is still in the form.
        </p>
      </div>
    );
  }
  return (
    <div role="alert" className={message ? `form-alert ${tone}` : undefined}>
      {message ? (
        <>
          {message} You can also email <a href={mailto}>{site.email.sales}</a>.
        </>
      ) : null}
    </div>
  );
}
