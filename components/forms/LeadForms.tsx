// The site's lead forms, server components: each renders the Form island with its schema's
// resolved rules and its fields (the ~250 countries are HTML from here, never client code).
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
import { resolveSchema } from '@/lib/forms';
import { privacyNotice, type Notice } from '@/content/shared/legal';
import { site } from '@/content/site';
import { Field } from '@/components/islands/fields';
import { Form } from '@/components/islands/Form';

/** Options every lead form takes. */
export type LeadFormProps = {
  /** Reported with the submission. */
  formId?: string;
  /** Unique prefix for element ids when several forms share a page. */
  idPrefix?: string;
  tone?: 'light' | 'dark';
};

/** A short legal notice next to a form, the target of the links in its consent checkboxes. */
export function FormNotice({ id, notice }: { id: string; notice: Notice }) {
  return (
    <div id={id} className="form-notice" tabIndex={-1}>
      <p className="form-notice-title">{notice.title}</p>
      {notice.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Request for demo, also the service contact form (same fields; pass another `formId`). */
export function DemoRequestForm({
  formId = 'demo-request',
  idPrefix = 'demo',
  tone = 'light',
  submitLabel = 'Get Started',
}: LeadFormProps & { submitLabel?: string }) {
  const noticeId = `${idPrefix}-privacy`;
  return (
    <div>
      <Form
        rules={resolveSchema(demoRequestSchema)}
        formId={formId}
        idPrefix={idPrefix}
        tone={tone}
        label="Request a demo"
        className="lead-form form-grid demo-form"
        submitLabel={submitLabel}
        success={{
          title: 'Thank you, your demo request is in',
          text: 'A solutions consultant will email you within one working day to fix a time and learn about your branches, products and current system.',
        }}
        mailSubject="Demo request"
        consentField="marketingOptIn"
      >
        <Field name="name" autoComplete="name" />
        <Field name="email" autoComplete="email" placeholder="name@company.com" />
        <Field name="website" autoComplete="url" placeholder="www.yourbank.in" />
        <Field name="workEmail" autoComplete="work email" />
        <Field name="budget" placeholder="Select your budget">
          {budgetOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Field>
        <Field name="country" autoComplete="country" placeholder="Select your country">
          {countryList().map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Field>
        <Field
          name="description"
          className="span-all"
          placeholder="Your institution, number of branches, products and the system you use today"
        />
        <Field
          name="marketingOptIn"
          className="span-all"
          label={
            <>
              Send me product news and release notes by email (about once a month). Read our{' '}
              <a href={`#${noticeId}`}>privacy policy</a>.
            </>
          }
        />
      </Form>
      <FormNotice id={noticeId} notice={privacyNotice} />
    </div>
  );
}

/** Contact form: first and last name, email, phone, subject, company, message. */
export function ContactForm({
  formId = 'contact',
  idPrefix = 'contact',
  tone = 'light',
}: LeadFormProps) {
  return (
    <Form
      rules={resolveSchema(contactSchema)}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      label="Contact us"
      className="lead-form form-grid"
      submitLabel="Send Message"
      success={{
        title: 'Thank you, your message is with our team',
        text: 'We reply to every message within 24 hours on working days, usually from a solutions consultant who knows lending.',
      }}
      mailSubject="Website enquiry"
    >
      <Field name="firstName" autoComplete="given-name" />
      <Field name="lastName" autoComplete="family-name" />
      <Field name="email" autoComplete="email" placeholder="name@company.com" />
      <Field name="phone" autoComplete="tel" placeholder="+91 98470 12345" />
      <Field name="subject" autoComplete="off" />
      <Field name="company" autoComplete="organization" />
      <Field
        name="message"
        className="span-all"
        rows={5}
        placeholder="Tell us about your institution and what you are looking for"
      />
    </Form>
  );
}

/** "Apply for Integration": name, email, company and a description. */
export function IntegrationApplicationForm({
  formId = 'integration-application',
  idPrefix = 'integration',
  tone = 'light',
}: LeadFormProps) {
  return (
    <Form
      rules={resolveSchema(integrationApplicationSchema)}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      label="Apply for integration"
      className="lead-form"
      submitLabel="Apply for Integration"
      success={{
        title: 'Thank you, your application is in',
        text: 'Our partnerships team reviews every integration request and will email you within three working days with the API documentation and next steps.',
      }}
      mailSubject="Integration application"
    >
      <Field name="name" autoComplete="name" />
      <Field name="email" autoComplete="email" placeholder="name@company.com" />
      <Field name="company" autoComplete="organization" />
      <Field
        name="description"
        placeholder="What should the integration do, and which product or API is it for?"
      />
    </Form>
  );
}

/** An application for one job opening; without an endpoint it becomes an email to the hiring team. */
export function JobApplicationForm({
  formId = 'job-application',
  idPrefix = 'apply',
  tone = 'light',
  role,
}: LeadFormProps & { role: string }) {
  return (
    <Form
      rules={resolveSchema(jobApplicationSchema)}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      label={`Apply for ${role}`}
      className="lead-form form-grid"
      submitLabel="Send Application"
      success={{
        title: 'Thank you, your application is in',
        text: `Our hiring team reads every application for ${role} and replies within five working days, whatever the answer.`,
      }}
      mailSubject={`Application: ${role}`}
      mailTo={site.email.careers}
    >
      <Field name="name" autoComplete="name" />
      <Field name="email" autoComplete="email" placeholder="name@example.com" />
      <Field name="phone" autoComplete="tel" placeholder="+91 98470 12345" />
      <Field
        name="profile"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/your-name"
      />
      <Field
        name="message"
        className="span-all"
        rows={4}
        placeholder="What you would like to work on, and when you could start"
      />
    </Form>
  );
}

/** "Test your Website": the website address and where to send the report. */
export function WebsiteTestForm({
  formId = 'website-test',
  idPrefix = 'website-test',
  tone = 'light',
}: LeadFormProps) {
  return (
    <Form
      rules={resolveSchema(websiteTestSchema)}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      label="Test your website"
      className="lead-form inline-form"
      submitLabel="Analyse Website"
      success={{
        title: 'Thank you, your website review is queued',
        text: 'We check speed, mobile layout, security headers and loan-application journeys, and email you the report within two working days.',
      }}
      mailSubject="Website review"
    >
      <Field name="website" autoComplete="url" placeholder="www.yourbank.in" />
      <Field name="email" autoComplete="email" placeholder="Enter your email" />
    </Form>
  );
}

/** The newsletter form: the footer of every page and the subscribe banners. */
export function NewsletterForm({
  formId,
  idPrefix,
  tone = 'light',
}: Required<Pick<LeadFormProps, 'formId' | 'idPrefix'>> & Pick<LeadFormProps, 'tone'>) {
  return (
    <Form
      rules={resolveSchema(newsletterSchema)}
      formId={formId}
      idPrefix={idPrefix}
      tone={tone}
      className="newsletter-form"
      submitLabel="Subscribe"
      actionsClassName="newsletter-submit"
      rowClassName="newsletter-row"
      success={{
        title: 'You are subscribed',
        text: 'Thank you. Product news and release notes will arrive about once a month.',
      }}
      mailSubject="Newsletter subscription"
    >
      <Field
        name="email"
        label="Email address"
        hideLabel
        autoComplete="email"
        placeholder="Enter your email"
      />
    </Form>
  );
}
