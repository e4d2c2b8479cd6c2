// The "Test your Website" form's markup, shared by the server HTML and the island (see DeferredForm).
import type { RefObject } from 'react';
import { websiteTestSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { TextInput } from './fields';
import { LeadFormShell, type LeadFormView } from './LeadFormShell';

export type WebsiteTestFormProps = {
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

export const websiteTestDefaults: FormValues<typeof websiteTestSchema> = { website: '', email: '' };

export function WebsiteTestFormView({
  form,
  formRef,
  statusRef,
  trap,
  idPrefix = 'website-test',
  tone = 'light',
}: Omit<WebsiteTestFormProps, 'formId'> & {
  form: LeadFormView<typeof websiteTestSchema>;
  formRef?: RefObject<HTMLFormElement | null>;
  statusRef?: RefObject<HTMLDivElement | null>;
  trap?: string;
}) {
  const bound = { form, schema: websiteTestSchema, idPrefix };
  return (
    <LeadFormShell
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      trap={trap}
      label="Test your website"
      submitLabel="Analyse Website"
      successTitle="Thank you, your website review is queued"
      successText="We check speed, mobile layout, security headers and loan-application journeys, and email you the report within two working days."
      mailSubject="Website review"
      tone={tone}
      className="inline-form"
    >
      <TextInput {...bound} name="website" autoComplete="url" placeholder="www.yourbank.in" />
      <TextInput {...bound} name="email" autoComplete="email" placeholder="Enter your email" />
    </LeadFormShell>
  );
}
