'use client';
// Client island: validates the email and posts it to the lead endpoint without leaving the page.
import { newsletterSchema } from '@/app/_lib/forms';
import { FormFeedback } from './FormFeedback';
import { FormField } from './FormField';
import { Honeypot } from './Honeypot';
import { useLeadForm } from './useLeadForm';

type NewsletterFormProps = {
  formId: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix: string;
  tone?: 'light' | 'dark';
  buttonLabel?: string;
};

export function NewsletterForm({
  formId,
  idPrefix,
  tone = 'light',
  buttonLabel = 'Subscribe',
}: NewsletterFormProps) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: newsletterSchema,
    initialValues: { email: '' },
  });
  const inputId = `${idPrefix}-email`;

  if (form.status === 'success') {
    return (
      <FormFeedback
        status={form.status}
        message={form.message}
        statusRef={statusRef}
        successTitle="You are subscribed"
        successText="Thank you. Product news and release notes will arrive about once a month."
        mailSubject="Newsletter subscription"
        tone={tone}
      />
    );
  }

  return (
    <form
      ref={formRef}
      className={`newsletter-form ${tone}`}
      method="post"
      noValidate={form.enhanced}
      aria-busy={form.pending}
      onSubmit={form.onSubmit}
    >
      <div className="newsletter-row">
        <FormField id={inputId} label="Email address" hideLabel error={form.errors.email} required>
          {(describedBy) => (
            <input
              id={inputId}
              name="email"
              type="email"
              className="form-control"
              placeholder="Enter your email"
              autoComplete="email"
              required
              maxLength={254}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
              aria-invalid={form.errors.email ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={form.pending}>
          {form.pending ? 'Please wait...' : buttonLabel}
        </button>
      </div>
      <Honeypot />
      <FormFeedback
        status={form.status}
        message={form.message}
        statusRef={statusRef}
        successTitle=""
        successText=""
        mailSubject="Newsletter subscription"
        tone={tone}
      />
    </form>
  );
}
