'use client';
// Client island: validates the email and posts it to the lead endpoint without leaving the page.
import { useEffect } from 'react';
import { newsletterSchema } from '@/app/_lib/forms';
import { FormFeedback } from './FormFeedback';
import { NewsletterFields } from './NewsletterFields';
import { useLeadForm } from './useLeadForm';

export type NewsletterFormProps = {
  formId: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix: string;
  tone?: 'light' | 'dark';
  buttonLabel?: string;
  /** Handed over by NewsletterSignup when the visitor started before this code loaded. */
  initialEmail?: string;
  autoFocus?: boolean;
  submitOnMount?: boolean;
};

export function NewsletterForm({
  formId,
  idPrefix,
  tone = 'light',
  buttonLabel = 'Subscribe',
  initialEmail = '',
  autoFocus = false,
  submitOnMount = false,
}: NewsletterFormProps) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: newsletterSchema,
    initialValues: { email: initialEmail },
  });

  useEffect(() => {
    if (submitOnMount) formRef.current?.requestSubmit();
  }, [submitOnMount, formRef]);

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
      <NewsletterFields
        inputId={`${idPrefix}-email`}
        buttonLabel={buttonLabel}
        pending={form.pending}
        error={form.errors.email}
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
        autoFocus={autoFocus}
      />
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
