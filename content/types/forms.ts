// Sections built around a form: the lead form and the full-screen form screens.
import type { Img, Testimonial, Tone } from './common';

export type LeadFormSection = {
  type: 'leadForm';
  id: string;
  form: 'contact' | 'serviceContact' | 'integrationApplication' | 'websiteTest' | 'jobApplication';
  /** The job a jobApplication form applies for. */
  role?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  points?: string[];
  tone: Tone;
};

/** A customer story behind a tab: the tab's short label and the testimonial it shows. */
export type TestimonialTab = { label: string; testimonial: Testimonial };

/**
 * A screen whose purpose is one form (request for demo, sign in, sign up, password reset): the
 * page's h1 above the form, and optionally customer stories in tabs with client logos beside it.
 */
export type FormScreenSection = {
  type: 'formScreen';
  form: 'demoRequest' | 'signIn' | 'signUp' | 'passwordReset';
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: 'light' | 'soft';
  aside?: {
    title: string;
    tabs: TestimonialTab[];
    logosTitle?: string;
    logos?: Img[];
  };
};
