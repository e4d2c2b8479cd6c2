// The "Test your Website" form's markup, shared by the server HTML and the island (see DeferredForm).
import { websiteTestSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { TextInput } from './fields';
import { LeadFormShell, type LeadFormProps, type LeadViewState } from './LeadFormShell';

export type WebsiteTestFormProps = LeadFormProps;

export const websiteTestDefaults: FormValues<typeof websiteTestSchema> = { website: '', email: '' };

export function WebsiteTestFormView({
  idPrefix = 'website-test',
  tone = 'light',
  ...state
}: Omit<WebsiteTestFormProps, 'formId'> & LeadViewState<typeof websiteTestSchema>) {
  const bound = { form: state.form, schema: websiteTestSchema, idPrefix };
  return (
    <LeadFormShell
      {...state}
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
