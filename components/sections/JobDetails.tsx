import type { JobDetailsSection } from '@/content/types';
import { jobDetailsCopy as copy } from '@/content/copy/job-details';
import { formatDate } from '@/lib/dates';
import { Icon } from '@/components/ui/Icon';
import { Prose } from '@/components/ui/Prose';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './JobDetails.module.scss';

/** A job opening's body (the spec's Job Responsibilities, Job Requirements, Skill & Experience) beside its Job Overview and Apply link. */
export function JobDetails({ id, job, apply }: JobDetailsSection) {
  const headingId = `${id}-title`;
  const overview = [
    { icon: 'location', label: copy.overview.location, value: job.location },
    { icon: 'person', label: copy.overview.jobTitle, value: job.title },
    {
      icon: 'clock',
      label: copy.overview.hoursPerWeek,
      value: copy.overview.hoursValue.replace('{hours}', String(job.hoursPerWeek)),
    },
    {
      icon: 'wallet',
      label: copy.overview.hourlyRate,
      value: job.hourlyRate
        ? copy.overview.hourlyValue.replace('{rate}', job.hourlyRate)
        : copy.overview.notHourly,
    },
    {
      icon: 'savings',
      label: copy.overview.salary,
      value: copy.overview.salaryValue.replace('{salary}', job.salary),
    },
    { icon: 'tag', label: copy.overview.employment, value: job.workType },
    { icon: 'document', label: copy.overview.experience, value: job.experience },
    {
      icon: 'calendar',
      label: job.closed ? copy.overview.closedOn : copy.overview.applyBy,
      value: formatDate(job.validThrough),
    },
  ] as const;
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.body}>
          {job.closed ? (
            <p className={styles.closed} role="note">
              <strong>{copy.closed.title}</strong>
              {` ${copy.closed.stopped}`} {formatDate(job.validThrough)}
              {`. ${copy.closed.kept}`} <a href={copy.closed.link.href}>{copy.closed.link.label}</a>
              .
            </p>
          ) : null}
          <h2 id={headingId} className={styles.heading}>
            {copy.heading}
          </h2>
          <p className={styles.summary}>{job.summary}</p>
          <Prose html={job.html} />
        </div>
        <aside className={styles.aside} aria-labelledby={`${id}-overview`}>
          <h2 id={`${id}-overview`} className={styles.subheading}>
            {copy.overviewHeading}
          </h2>
          <dl className={styles.overview}>
            {overview.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>
                  <span className={styles.rowIcon}>
                    <Icon name={row.icon} size={18} />
                  </span>
                  {row.label}
                </dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <SmartLink
            href={apply.href}
            className={`btn ${job.closed ? 'btn-outline-primary' : 'btn-primary'} btn-lg ${styles.apply}`}
          >
            {apply.label}
            {job.closed ? null : (
              <span className="visually-hidden">
                {` ${copy.applyFor} `}
                {job.title}
              </span>
            )}
          </SmartLink>
        </aside>
      </div>
    </section>
  );
}
