import type { JobDetailsSection } from '@/content/types';
import { formatDate } from '@/lib/dates';
import { Icon } from '@/components/ui/Icon';
import { Prose } from '@/components/ui/Prose';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './JobDetails.module.scss';

/** A job opening's body (responsibilities, requirements, benefits) beside its overview and Apply link. */
export function JobDetails({ id, job, apply }: JobDetailsSection) {
  const headingId = `${id}-title`;
  const overview = [
    { icon: 'location', label: 'Location', value: job.location },
    { icon: 'clock', label: 'Employment', value: job.workType },
    { icon: 'document', label: 'Experience', value: job.experience },
    { icon: 'savings', label: 'Salary', value: `${job.salary} a year` },
    {
      icon: 'calendar',
      label: job.closed ? 'Closed on' : 'Apply by',
      value: formatDate(job.validThrough),
    },
  ] as const;
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.body}>
          {job.closed ? (
            <p className={styles.closed} role="note">
              <strong>This opening has closed.</strong> It stopped taking applications on{' '}
              {formatDate(job.validThrough)}. The role is kept here for reference;{' '}
              <a href="/career/">see the positions open now</a>.
            </p>
          ) : null}
          <h2 id={headingId} className={styles.heading}>
            About the role
          </h2>
          <p className={styles.summary}>{job.summary}</p>
          <Prose html={job.html} />
        </div>
        <aside className={styles.aside} aria-labelledby={`${id}-overview`}>
          <h2 id={`${id}-overview`} className={styles.subheading}>
            Job Overview
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
            {job.closed ? null : <span className="visually-hidden"> for {job.title}</span>}
          </SmartLink>
        </aside>
      </div>
    </section>
  );
}
