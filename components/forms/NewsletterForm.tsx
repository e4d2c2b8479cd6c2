'use client';
// Client island: validates the email and posts it to the lead endpoint without leaving the page.
import { newsletterSchema } from '@/app/_lib/forms';
import { FormFeedback } from './FormFeedback';
import type { Handover } from './handover';
import { NewsletterFields } from './NewsletterFields';
import { useLeadIsland } from './useHandover';

export type NewsletterFormProps = {
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
  handover,
}: NewsletterFormProps & { handover?: Handover }) {
  const { form, formRef, statusRef, trap } = useLeadIsland({
    formId,
    schema: newsletterSchema,
    defaults: { email: '' },
    handover,
  });

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
        onChange={(event) => form.setValue?.('email', event.target.value)}
        trap={trap}
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
