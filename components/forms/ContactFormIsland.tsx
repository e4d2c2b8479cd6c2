'use client';
// Client island: the contact form validates in the browser and posts to the lead endpoint.
import { contactSchema } from '@/app/_lib/form-schemas';
import { contactDefaults, ContactFormView, type ContactFormProps } from './ContactFormView';
import type { Handover } from './handover';
import { useLeadIsland } from './useHandover';

export function ContactFormIsland({
  formId = 'contact',
  handover,
  ...props
}: ContactFormProps & { handover?: Handover }) {
  const state = useLeadIsland({
    formId,
    schema: contactSchema,
    defaults: contactDefaults,
    handover,
  });
  return <ContactFormView {...props} {...state} />;
}
