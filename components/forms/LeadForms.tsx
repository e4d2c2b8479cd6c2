// The site's lead forms, server components: each renders the Form island with its schema's
// resolved rules and its fields (the ~250 countries are HTML from here, never client code).
// Their words are content (content/copy/form-copy.ts).
import {
  budgetOptions,
  contactSchema,
  demoRequestSchema,
  integrationApplicationSchema,
  jobApplicationSchema,
  newsletterSchema,
  websiteTestSchema,
} from '@/lib/form-schemas';
import { countryList } from '@/lib/countries';
import type { CompanyProps, FormCopy } from '@/content/types';
import { leadForms } from '@/content/copy/form-copy';
import { FormView } from './FormView';

/** Options every lead form takes. */
export type LeadFormProps = CompanyProps & {
  /** Reported with the submission. */
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

/** Request for demo, also the service contact form (same fields; pass another `formId`). */
export function DemoRequestForm({
  formId = 'demo-request',
  idPrefix = 'demo',
  tone = 'light',
  submitLabel,
  company,
}: LeadFormProps & { submitLabel?: string }) {
  return (
    <FormView
      schema={demoRequestSchema}
      copy={leadForms.demoRequest}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      company={company}
      className="lead-form form-grid demo-form"
      submitLabel={submitLabel}
      consentField="marketingOptIn"
      fields={[
        'name',
        'email',
        'website',
        'workEmail',
        { name: 'budget', options: budgetOptions },
        {
          name: 'country',
          options: countryList().map(({ code, name }) => ({ value: code, label: name })),
        },
        { name: 'description', className: 'span-all' },
        { name: 'marketingOptIn', className: 'span-all' },
      ]}
    />
  );
}

/** Contact form: first and last name, email, phone, subject, company, message. */
export function ContactForm({
  formId = 'contact',
  idPrefix = 'contact',
  tone = 'light',
  company,
}: LeadFormProps) {
  return (
    <FormView
      schema={contactSchema}
      copy={leadForms.contact}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      company={company}
      className="lead-form form-grid"
      fields={[
        'firstName',
        'lastName',
        'email',
        'phone',
        'subject',
        'company',
        { name: 'message', className: 'span-all', rows: 5 },
      ]}
    />
  );
}

/** "Apply for Integration": name, email, company and a description. */
export function IntegrationApplicationForm({
  formId = 'integration-application',
  idPrefix = 'integration',
  tone = 'light',
  company,
}: LeadFormProps) {
  return (
    <FormView
      schema={integrationApplicationSchema}
      copy={leadForms.integrationApplication}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      company={company}
      className="lead-form"
      fields={['name', 'email', 'company', 'description']}
    />
  );
}

/** The job application's copy for one role (`{role}` in the content). */
function forRole(copy: FormCopy, role: string): FormCopy {
  const fill = (text: string) => text.replaceAll('{role}', role);
  return {
    ...copy,
    label: copy.label && fill(copy.label),
    success: copy.success && { ...copy.success, text: fill(copy.success.text) },
    mailSubject: fill(copy.mailSubject),
  };
}

/** An application for one job opening; without an endpoint it becomes an email to the hiring team. */
export function JobApplicationForm({
  formId = 'job-application',
  idPrefix = 'apply',
  tone = 'light',
  role,
  company,
}: LeadFormProps & { role: string }) {
  return (
    <FormView
      schema={jobApplicationSchema}
      copy={forRole(leadForms.jobApplication, role)}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      company={company}
      className="lead-form form-grid"
      mailTo={company.email.careers}
      fields={[
        'name',
        'email',
        'phone',
        'profile',
        { name: 'message', className: 'span-all', rows: 4 },
      ]}
    />
  );
}

/** "Test your Website": the website address and where to send the report. */
export function WebsiteTestForm({
  formId = 'website-test',
  idPrefix = 'website-test',
  tone = 'light',
  company,
}: LeadFormProps) {
  return (
    <FormView
      schema={websiteTestSchema}
      copy={leadForms.websiteTest}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      company={company}
      className="lead-form inline-form"
      fields={['website', 'email']}
    />
  );
}

/** The newsletter form: the footer of every page and the subscribe banners. */
export function NewsletterForm({
  formId,
  idPrefix,
  tone = 'light',
  company,
}: Required<Pick<LeadFormProps, 'formId' | 'idPrefix'>> & Pick<LeadFormProps, 'tone' | 'company'>) {
  return (
    <FormView
      schema={newsletterSchema}
      copy={leadForms.newsletter}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      company={company}
      className="newsletter-form"
      actionsClassName="newsletter-submit"
      rowClassName="newsletter-row"
      consentBySending
      fields={[{ name: 'email', hideLabel: true }]}
    />
  );
}
