'use client';
// Client island: the "Apply for Integration" form validates in the browser and posts to the lead endpoint.
import { integrationApplicationSchema } from '@/app/_lib/form-schemas';
import { TextArea, TextInput } from './fields';
import { LeadFormShell } from './LeadFormShell';
import { useLeadForm } from './useLeadForm';

export type IntegrationApplicationFormProps = {
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

export function IntegrationApplicationFormIsland({
  formId = 'integration-application',
  idPrefix = 'integration',
  tone = 'light',
}: IntegrationApplicationFormProps) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: integrationApplicationSchema,
    initialValues: { name: '', email: '', company: '', description: '' },
  });
  const bound = { form, schema: integrationApplicationSchema, idPrefix };
  return (
    <LeadFormShell
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      label="Apply for integration"
      submitLabel="Apply for Integration"
      successTitle="Thank you, your application is in"
      successText="Our partnerships team reviews every integration request and will email you within three working days with the API documentation and next steps."
      mailSubject="Integration application"
      tone={tone}
    >
      <TextInput {...bound} name="name" autoComplete="name" />
      <TextInput {...bound} name="email" autoComplete="email" placeholder="name@company.com" />
      <TextInput {...bound} name="company" autoComplete="organization" />
      <TextArea
        {...bound}
        name="description"
        placeholder="What should the integration do, and which product or API is it for?"
      />
    </LeadFormShell>
  );
}
