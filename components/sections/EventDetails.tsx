import type { CompanyProps, FormCopy, SectionOf } from '@/content/types';
import type { FormSchema } from '@/lib/forms';
import { FormView } from '@/components/forms/FormView';
import { InitialsAvatar } from '@/components/ui/InitialsAvatar';
import { Prose } from '@/components/ui/Prose';
import styles from './EventDetails.module.scss';

/** The registration's fields: who is coming, from where, and the opt-in (the lead's consent). */
export const eventRegistrationSchema = {
  name: {
    kind: 'text',
    label: 'Full name',
    required: true,
    requiredMessage: 'Please enter your name.',
  },
  email: {
    kind: 'email',
    label: 'Work email',
    required: true,
    requiredMessage: 'Please enter your email address.',
  },
  company: {
    kind: 'text',
    label: 'Organisation',
    required: true,
    requiredMessage: 'Please enter your organisation.',
  },
  role: { kind: 'text', label: 'Role' },
  phone: { kind: 'tel', label: 'Phone' },
  marketingOptIn: { kind: 'checkbox', label: 'Event and product news' },
} as const satisfies FormSchema;

type EventSection = SectionOf<'event'>;

/** The form's words, from the section (content/templates/event.yml). */
function formCopy(registration: NonNullable<EventSection['registration']>): FormCopy {
  return {
    label: registration.label,
    submitLabel: registration.submitLabel,
    success: registration.success,
    mailSubject: registration.mailSubject,
    privacyLine: [`${registration.privacy} `, { link: 'Privacy notice', href: '/privacy/' }],
    fields: {
      email: { placeholder: 'name@company.com' },
      phone: { placeholder: '+91 98470 12345' },
      marketingOptIn: {
        label: [`${registration.optIn} `, { link: 'Privacy notice', href: '/privacy/#marketing' }],
      },
    },
  };
}

/**
 * One event: its kind, title and summary, when and where, the speakers, the description, a link
 * to its calendar file, and the registration form while it is open (once it has ended: that it
 * took place, and the recording).
 */
export function EventDetails({
  id,
  event,
  labels,
  speakers,
  html,
  calendar,
  past,
  recording,
  closed,
  registration,
  company,
}: EventSection & CompanyProps) {
  const titleId = `${id}-title`;
  return (
    <>
      <section id={id} className="section tone-light" aria-labelledby={titleId}>
        <div className={`container ${styles.layout}`}>
          <header className={styles.header}>
            <p className={styles.kind}>{event.kindLabel}</p>
            <h1 id={titleId} className={styles.title}>
              {event.title}
            </h1>
            <p className={styles.lead}>{event.summary}</p>
            {past ? (
              <p className={styles.notice} role="note">
                {past}
                {recording ? (
                  <>
                    {' '}
                    <a href={recording.href}>{recording.label}</a>
                  </>
                ) : null}
              </p>
            ) : null}
            {closed ? (
              <p className={styles.notice} role="note">
                {closed}
              </p>
            ) : null}
          </header>
          <div className={styles.facts}>
            <dl className={styles.list}>
              <div>
                <dt>{labels.when}</dt>
                <dd>
                  <time dateTime={event.when.start}>{event.when.date}</time>
                  <br />
                  {event.when.time}
                </dd>
              </div>
              <div>
                <dt>{labels.where}</dt>
                <dd>
                  {event.place.lines.map((line, index) => (
                    <span key={index} className={styles.line}>
                      {line}
                    </span>
                  ))}
                </dd>
              </div>
            </dl>
            <p className={styles.calendar}>
              <a href={calendar.file} download>
                {calendar.label}
              </a>
            </p>
          </div>
          <div className={styles.body}>
            <h2 className={styles.heading}>{labels.about}</h2>
            <Prose html={html} />
          </div>
          <div className={styles.speakers}>
            <h2 className={styles.heading}>{labels.speakers}</h2>
            <ul className={styles.people}>
              {speakers.map((speaker) => (
                <li key={speaker.name} className={styles.person}>
                  <InitialsAvatar name={speaker.name} size={56} />
                  <p className={styles.name}>{speaker.name}</p>
                  <p className={styles.role}>
                    {speaker.role}, {speaker.organisation}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      {registration ? (
        <section
          id={registration.id}
          className="section tone-soft"
          aria-labelledby={`${registration.id}-title`}
          data-pagefind-ignore="all"
        >
          <div className={`container ${styles.register}`}>
            <div>
              <h2 id={`${registration.id}-title`} className={styles.heading}>
                {registration.title}
              </h2>
              <p>{registration.lead}</p>
            </div>
            <div className={styles.card}>
              <FormView
                schema={eventRegistrationSchema}
                copy={formCopy(registration)}
                formId={registration.formId}
                idPrefix={registration.id}
                tone="light"
                company={company}
                className="lead-form form-grid"
                consentField="marketingOptIn"
                fields={[
                  'name',
                  'email',
                  'company',
                  'role',
                  'phone',
                  { name: 'marketingOptIn', className: 'span-all' },
                ]}
              />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
