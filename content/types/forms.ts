// Sections built around a form: the lead form and the full-screen form screens (their schemas in
// content/schema/collection-sections.ts are the source), and the forms' own copy (content/copy/forms.ts).
import type { z } from 'zod';
import type {
  formScreenSchema,
  leadFormSchema,
  testimonialTabSchema,
} from '../schema/collection-sections';

export type LeadFormSection = z.infer<typeof leadFormSchema>;
export type TestimonialTab = z.infer<typeof testimonialTabSchema>;
export type FormScreenSection = z.infer<typeof formScreenSchema>;

/** A title and a sentence or two: a form's confirmation, or where to go instead. */
export type FormMessage = { title: string; text: string };

/** A label with links in it, one text run per string (as the page renders them). */
export type LinkedText = (string | { link: string; href: string })[];

/** A field's copy; the label defaults to its schema rule's. */
export type FieldCopy = { label?: string | LinkedText; placeholder?: string; hint?: string };

/** Everything one form says: its name, button, confirmation, email subject and fields. */
export type FormCopy = {
  /** Accessible name of the form. */
  label?: string;
  submitLabel: string;
  /** Confirmation that replaces a lead form once sent. */
  success?: FormMessage;
  /** Portal forms: where to sign in instead, when no portal is configured. */
  notice?: FormMessage;
  /** Subject of the email fallback. */
  mailSubject: string;
  fields: Record<string, FieldCopy>;
  /**
   * A lead form's line under its button: what this form's data is for (or, where sending is the
   * consent, what the visitor agrees to), linking the privacy notice. Portal forms send no lead.
   */
  privacyLine?: LinkedText;
};

/** A form that sends a lead: it must say what the data is for. */
export type LeadFormCopy = FormCopy & { privacyLine: LinkedText };

/** Copy around the forms of the auth screens: the switch link and the Google button. */
export type AuthScreenCopy = {
  /** The line under the form, linking to the other screen. */
  footer: LinkedText;
  /** The Google button's label, if the screen has one. */
  google?: string;
  /** A link under the fields (sign-in: the password reset). */
  forgotPassword?: { link: string; href: string };
};

/**
 * What every form says when it cannot send, is sending, or hides its honeypot (the Form island).
 * `before` and `after` stand either side of the email address link.
 */
export type FormFallbackCopy = {
  pending: string;
  honeypotLabel: string;
  /** No endpoint is configured: the form asks for an email instead. */
  noEndpoint: { title: string; before: string; after: string };
  /** After a failure message. */
  failed: { before: string; after: string };
  /** After a portal notice: the support address sends the portal's. */
  portalNotice: { before: string; after: string };
};

/** The no-script search form of the help center: a web search of this site by another engine. */
export type WebSearchCopy = {
  /** The form's name, before the engine's name. */
  formLabel: string;
  /** The field's label, either side of the engine's name. */
  label: { before: string; after: string };
  placeholder: string;
  /** The button, before the engine's name. */
  submit: string;
};
