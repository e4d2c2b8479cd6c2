import type { ContactFormProps } from './ContactFormIsland';
import { ContactFormLazy } from './lazy';

/** Contact form: first and last name, email, phone, subject, company, message. */
export function ContactForm(props: ContactFormProps) {
  return <ContactFormLazy {...props} />;
}
