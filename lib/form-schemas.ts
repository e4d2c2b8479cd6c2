// One schema per lead and portal form, shared by the forms and the tests. Server components
// resolve them (forms.ts resolveSchema) into the markup's constraints and the islands' rules.
import type { FieldRule, FormSchema } from './forms';

const emailField = (label = 'Email'): FieldRule => ({
  kind: 'email',
  label,
  required: true,
  requiredMessage: 'Please enter your email address.',
});

/** Budget choices of the demo request, each with its own value (the old site shared values). */
export const budgetOptions = [
  { value: 'none', label: 'None just getting started' },
  { value: 'under-20k', label: 'Less than $20,000' },
  { value: '20k-50k', label: '$20,000 to $50,000' },
  { value: '50k-100k', label: '$50,000 to $100,000' },
  { value: '100k-500k', label: '$100,000 to $500,000' },
  { value: 'over-500k', label: 'More than $500,000' },
] as const;

/** Request for demo, and the service contact form (same fields). */
export const demoRequestSchema = {
  name: { kind: 'text', label: 'Name', required: true, requiredMessage: 'Please enter your name.' },
  email: emailField(),
  website: { kind: 'url', label: 'Company website' },
  workEmail: { kind: 'email', label: 'Work email' },
  budget: {
    kind: 'select',
    label: 'Budget',
    required: true,
    requiredMessage: 'Please select your budget.',
    options: budgetOptions.map((option) => option.value),
  },
  country: {
    kind: 'select',
    label: 'Country',
    required: true,
    requiredMessage: 'Please select your country.',
    pattern: '[A-Z]{2}',
    patternMessage: 'Please select your country.',
  },
  description: { kind: 'textarea', label: 'Project description', maxLength: 3000 },
  marketingOptIn: { kind: 'checkbox', label: 'Marketing emails' },
} as const satisfies FormSchema;

export const contactSchema = {
  firstName: {
    kind: 'text',
    label: 'First name',
    required: true,
    requiredMessage: 'Please enter your first name.',
  },
  lastName: { kind: 'text', label: 'Last name' },
  email: emailField(),
  phone: { kind: 'tel', label: 'Phone' },
  subject: { kind: 'text', label: 'Subject', maxLength: 150 },
  company: { kind: 'text', label: 'Company' },
  message: {
    kind: 'textarea',
    label: 'Message',
    required: true,
    requiredMessage: 'Please tell us how we can help.',
    maxLength: 3000,
  },
} as const satisfies FormSchema;

export const integrationApplicationSchema = {
  name: { kind: 'text', label: 'Name', required: true, requiredMessage: 'Please enter your name.' },
  email: emailField(),
  company: {
    kind: 'text',
    label: 'Company',
    required: true,
    requiredMessage: 'Please enter your company name.',
  },
  description: {
    kind: 'textarea',
    label: 'Integration description',
    required: true,
    requiredMessage: 'Please describe the integration you have in mind.',
    maxLength: 3000,
  },
} as const satisfies FormSchema;

/** An application for a job opening (the page it is sent from names the role). */
export const jobApplicationSchema = {
  name: {
    kind: 'text',
    label: 'Full name',
    required: true,
    requiredMessage: 'Please enter your name.',
  },
  email: emailField(),
  phone: {
    kind: 'tel',
    label: 'Phone',
    required: true,
    requiredMessage: 'Please enter a phone number we can call you on.',
  },
  profile: {
    kind: 'url',
    label: 'LinkedIn profile or CV link',
    required: true,
    requiredMessage: 'Please add a link to your LinkedIn profile or your CV.',
  },
  message: {
    kind: 'textarea',
    label: 'Why this role? (optional)',
    maxLength: 3000,
  },
} as const satisfies FormSchema;

export const websiteTestSchema = {
  website: {
    kind: 'url',
    label: 'Website',
    required: true,
    requiredMessage: 'Please enter your website address.',
  },
  email: emailField(),
} as const satisfies FormSchema;

export const signInSchema = {
  email: emailField(),
  password: {
    kind: 'password',
    label: 'Password',
    required: true,
    requiredMessage: 'Please enter your password.',
    maxLength: 128,
    send: false,
  },
} as const satisfies FormSchema;

export const signUpSchema = {
  name: { kind: 'text', label: 'Name', required: true, requiredMessage: 'Please enter your name.' },
  email: emailField(),
  company: { kind: 'text', label: 'Company' },
  password: {
    kind: 'password',
    label: 'Password',
    required: true,
    requiredMessage: 'Please choose a password.',
    minLength: 8,
    maxLength: 128,
    send: false,
  },
  terms: {
    kind: 'checkbox',
    label: 'Terms and conditions',
    required: true,
    requiredMessage: 'Please accept the terms and conditions to continue.',
  },
} as const satisfies FormSchema;

export const passwordResetSchema = {
  email: emailField(),
} as const satisfies FormSchema;

export const newsletterSchema = {
  email: emailField(),
} as const satisfies FormSchema;
