// The "Apply for Integration" form's markup, shared by the server HTML and the island (see DeferredForm).
import { integrationApplicationSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { TextArea, TextInput } from './fields';
import { LeadFormShell, type LeadFormProps, type LeadViewState } from './LeadFormShell';

export type IntegrationApplicationFormProps = LeadFormProps;

export const integrationApplicationDefaults: FormValues<typeof integrationApplicationSchema> = {
  name: '',
  email: '',
  company: '',
  description: '',
};

export function IntegrationApplicationFormView({
  idPrefix = 'integration',
  tone = 'light',
  ...state
}: Omit<IntegrationApplicationFormProps, 'formId'> &
  LeadViewState<typeof integrationApplicationSchema>) {
  const bound = { form: state.form, schema: integrationApplicationSchema, idPrefix };
  return (
    <LeadFormShell
      {...state}
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
