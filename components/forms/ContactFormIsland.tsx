'use client';
// Client island: the contact form validates in the browser and posts to the lead endpoint.
import { contactSchema } from '@/app/_lib/form-schemas';
import { contactDefaults, ContactFormView, type ContactFormProps } from './ContactFormView';
import type { Handover } from './handover';
import { HONEYPOT_NAME } from './Honeypot';
import { handedValues, useHandover } from './useHandover';
import { useLeadForm } from './useLeadForm';

export function ContactFormIsland({
  formId = 'contact',
  handover,
  ...props
}: ContactFormProps & { handover?: Handover }) {
  const { formRef, statusRef, ...form } = useLeadForm({
    formId,
    schema: contactSchema,
    initialValues: handedValues(contactDefaults, handover),
  });
  useHandover(formRef, handover);
  return (
    <ContactFormView
      {...props}
      form={form}
      formRef={formRef}
      statusRef={statusRef}
      trap={handover?.values[HONEYPOT_NAME] as string | undefined}
    />
  );
}
