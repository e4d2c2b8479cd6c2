// The contact form's markup, shared by the server HTML and the island (see DeferredForm).
import { contactSchema } from '@/app/_lib/form-schemas';
import type { FormValues } from '@/app/_lib/forms';
import { TextArea, TextInput } from './fields';
import { LeadFormShell, type LeadFormProps, type LeadViewState } from './LeadFormShell';

export type ContactFormProps = LeadFormProps;

export const contactDefaults: FormValues<typeof contactSchema> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  company: '',
  message: '',
};

export function ContactFormView({
  idPrefix = 'contact',
  tone = 'light',
  ...state
}: Omit<ContactFormProps, 'formId'> & LeadViewState<typeof contactSchema>) {
  const bound = { form: state.form, schema: contactSchema, idPrefix };
  return (
    <LeadFormShell
      {...state}
      label="Contact us"
      submitLabel="Send Message"
      successTitle="Thank you, your message is with our team"
      successText="We reply to every message within 24 hours on working days, usually from a solutions consultant who knows lending."
      mailSubject="Website enquiry"
      tone={tone}
      className="form-grid"
    >
      <TextInput {...bound} name="firstName" autoComplete="given-name" />
      <TextInput {...bound} name="lastName" autoComplete="family-name" />
      <TextInput {...bound} name="email" autoComplete="email" placeholder="name@company.com" />
      <TextInput {...bound} name="phone" autoComplete="tel" placeholder="+91 98470 12345" />
      <TextInput {...bound} name="subject" autoComplete="off" />
      <TextInput {...bound} name="company" autoComplete="organization" />
      <TextArea
        {...bound}
        name="message"
        className="span-all"
        rows={5}
        placeholder="Tell us about your institution and what you are looking for"
      />
    </LeadFormShell>
  );
}
