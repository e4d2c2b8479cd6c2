import { DeferredForm } from './DeferredForm';
import { contactDefaults, ContactFormView, type ContactFormProps } from './ContactFormView';
import { staticLeadForm } from './LeadFormShell';

/** Contact form: first and last name, email, phone, subject, company, message. */
export function ContactForm(props: ContactFormProps) {
  return (
    <DeferredForm kind="contact" props={props}>
      <ContactFormView {...props} form={staticLeadForm(contactDefaults)} />
    </DeferredForm>
  );
}
