'use client';
// Client island: the contact form validates in the browser and posts to the lead endpoint.
import { contactSchema } from '@/app/_lib/form-schemas';
import { TextArea, TextInput } from './fields';
import { LeadFormShell } from './LeadFormShell';
import { useLeadForm } from './useLeadForm';

export type ContactFormProps = {
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

export function ContactFormIsland({
  formId = 'contact',
  idPrefix = 'contact',
  tone = 'light',
}: ContactFormProps) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: contactSchema,
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      subject: '',
      company: '',
      message: '',
    },
  });
  const bound = { form, schema: contactSchema, idPrefix };
  return (
    <LeadFormShell
      form={form}
      formRef={formRef}
      statusRef={statusRef}
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
