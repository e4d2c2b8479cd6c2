import type { LeadFormSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Icon } from '@/components/ui/Icon';
import {
  ContactForm,
  DemoRequestForm,
  IntegrationApplicationForm,
  JobApplicationForm,
  WebsiteTestForm,
} from '@/components/forms/LeadForms';
import styles from './LeadForm.module.scss';

/** Copy and a checklist beside one of the site's lead forms. */
export function LeadForm({ id, form, role, eyebrow, title, lead, points, tone }: LeadFormSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  const formTone = dark ? 'dark' : 'light';
  const forms = {
    contact: <ContactForm formId={id} idPrefix={id} tone={formTone} />,
    serviceContact: (
      <DemoRequestForm formId={id} idPrefix={id} submitLabel="Send Request" tone={formTone} />
    ),
    integrationApplication: (
      <IntegrationApplicationForm formId={id} idPrefix={id} tone={formTone} />
    ),
    websiteTest: <WebsiteTestForm formId={id} idPrefix={id} tone={formTone} />,
    jobApplication: (
      <JobApplicationForm
        formId="job-application"
        idPrefix={id}
        tone={formTone}
        role={role ?? title}
      />
    ),
  } satisfies Record<LeadFormSection['form'], React.ReactNode>;

  return (
    <section id={id} className={`section tone-${tone}`} aria-labelledby={headingId}>
      <div className={`container ${styles.split}`}>
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align="start"
            tone={formTone}
          />
          {points?.length ? (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} className={styles.check} />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={`${styles.card} ${dark ? styles.dark : ''}`}>{forms[form]}</div>
      </div>
    </section>
  );
}
