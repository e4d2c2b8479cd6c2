// The demo request form's markup, shared by the server HTML and the island (see DeferredForm).
import type { ReactNode } from 'react';
import { budgetOptions, demoRequestSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { Checkbox, SelectInput, TextArea, TextInput } from './fields';
import { LeadFormShell, type LeadFormProps, type LeadViewState } from './LeadFormShell';

export type DemoRequestFormProps = LeadFormProps & { submitLabel?: string };

/** What the server hands to the markup: the country list as HTML and the privacy notice's link. */
export type DemoRequestExtras = { countryOptions: ReactNode; privacyHref: string };

export const demoRequestDefaults: FormValues<typeof demoRequestSchema> = {
  name: '',
  email: '',
  website: '',
  workEmail: '',
  budget: '',
  country: '',
  description: '',
  marketingOptIn: false,
};

export function DemoRequestFormView({
  idPrefix = 'demo',
  submitLabel = 'Get Started',
  tone = 'light',
  countryOptions,
  privacyHref,
  ...state
}: Omit<DemoRequestFormProps, 'formId'> &
  DemoRequestExtras &
  LeadViewState<typeof demoRequestSchema>) {
  const bound = { form: state.form, schema: demoRequestSchema, idPrefix };
  return (
    <LeadFormShell
      {...state}
      label="Request a demo"
      submitLabel={submitLabel}
      successTitle="Thank you, your demo request is in"
      successText="A solutions consultant will email you within one working day to fix a time and learn about your branches, products and current system."
      mailSubject="Demo request"
      tone={tone}
      className="form-grid demo-form"
    >
      <TextInput {...bound} name="name" autoComplete="name" />
      <TextInput {...bound} name="email" autoComplete="email" placeholder="name@company.com" />
      <TextInput {...bound} name="website" autoComplete="url" placeholder="www.yourbank.in" />
      <TextInput {...bound} name="workEmail" autoComplete="work email" />
      <SelectInput {...bound} name="budget" placeholder="Select your budget">
        {budgetOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
      <SelectInput
        {...bound}
        name="country"
        autoComplete="country"
        placeholder="Select your country"
      >
        {countryOptions}
      </SelectInput>
      <TextArea
        {...bound}
        name="description"
        className="span-all"
        placeholder="Your institution, number of branches, products and the system you use today"
      />
      <Checkbox {...bound} name="marketingOptIn" className="span-all">
        Send me product news and release notes by email (about once a month). Read our{' '}
        <a href={privacyHref}>privacy policy</a>.
      </Checkbox>
    </LeadFormShell>
  );
}
