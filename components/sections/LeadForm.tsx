import type { CompanyProps, LeadFormSection } from '@/content/types';
import { SplitSection } from '@/components/ui/SectionFrame';
import { CheckList } from '@/components/ui/CheckList';
import {
  ContactForm,
  DemoRequestForm,
  IntegrationApplicationForm,
  JobApplicationForm,
  WebsiteTestForm,
} from '@/components/forms/LeadForms';
import { serviceContactSubmitLabel } from '@/content/copy/form-copy';
import styles from './LeadForm.module.scss';

/** Copy and a checklist beside one of the site's lead forms. */
export function LeadForm({
  form,
  role,
  points,
  company,
  ...section
}: LeadFormSection & CompanyProps) {
  const { id, title } = section;
  const dark = section.tone === 'dark';
  const formTone = dark ? 'dark' : 'light';
  const forms = {
    contact: <ContactForm formId={id} idPrefix={id} tone={formTone} company={company} />,
    serviceContact: (
      <DemoRequestForm
        formId={id}
        idPrefix={id}
        submitLabel={serviceContactSubmitLabel}
        tone={formTone}
        company={company}
      />
    ),
    integrationApplication: (
      <IntegrationApplicationForm formId={id} idPrefix={id} tone={formTone} company={company} />
    ),
    websiteTest: <WebsiteTestForm formId={id} idPrefix={id} tone={formTone} company={company} />,
    jobApplication: (
      <JobApplicationForm
        formId="job-application"
        idPrefix={id}
        tone={formTone}
        role={role ?? title}
        company={company}
      />
    ),
  } satisfies Record<LeadFormSection['form'], React.ReactNode>;

  return (
    <SplitSection
      section={{ ...section, unsearched: true }}
      className={styles.split}
      text={<CheckList items={points} className={styles.points} checkClassName={styles.check} />}
    >
      <div className={`${styles.card} ${dark ? styles.dark : ''}`}>{forms[form]}</div>
    </SplitSection>
  );
}
