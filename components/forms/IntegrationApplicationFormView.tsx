// The "Apply for Integration" form's markup, shared by the server HTML and the island (see DeferredForm).
import type { RefObject } from 'react';
import { integrationApplicationSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { TextArea, TextInput } from './fields';
import { LeadFormShell, type LeadFormView } from './LeadFormShell';

export type IntegrationApplicationFormProps = {
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

export const integrationApplicationDefaults: FormValues<typeof integrationApplicationSchema> = {
  name: '',
  email: '',
  company: '',
  description: '',
};

export function IntegrationApplicationFormView({
  form,
  formRef,
  statusRef,
  trap,
  idPrefix = 'integration',
  tone = 'light',
}: Omit<IntegrationApplicationFormProps, 'formId'> & {
  form: LeadFormView<typeof integrationApplicationSchema>;
  formRef?: RefObject<HTMLFormElement | null>;
  statusRef?: RefObject<HTMLDivElement | null>;
  trap?: string;
}) {
  const bound = { form, schema: integrationApplicationSchema, idPrefix };
  return (
    <LeadFormShell
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      trap={trap}
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
