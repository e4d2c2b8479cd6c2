'use client';
// Client island: the "Test your Website" form validates in the browser and posts to the lead endpoint.
import { websiteTestSchema } from '@/app/_lib/form-schemas';
import { TextInput } from './fields';
import { LeadFormShell } from './LeadFormShell';
import { useLeadForm } from './useLeadForm';

export type WebsiteTestFormProps = {
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

export function WebsiteTestFormIsland({
  formId = 'website-test',
  idPrefix = 'website-test',
  tone = 'light',
}: WebsiteTestFormProps) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: websiteTestSchema,
    initialValues: { website: '', email: '' },
  });
  const bound = { form, schema: websiteTestSchema, idPrefix };
  return (
    <LeadFormShell
      form={form}
      formRef={formRef}
      statusRef={statusRef}
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
