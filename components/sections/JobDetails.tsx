import type { JobDetailsSection } from '@/content/types';
import { Icon } from '@/components/ui/Icon';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './JobDetails.module.scss';

/** A job posting's body (responsibilities, requirements, skills) beside its overview and Apply button. */
export function JobDetails({ id, job, apply }: JobDetailsSection) {
  const headingId = `${id}-title`;
  const lists = [
    { title: 'Job Responsibilities', items: job.responsibilities },
    { title: 'Job Requirements', items: job.requirements },
    { title: 'Skill & Experience', items: job.skills },
  ];
  const overview = [
    { icon: 'location', label: 'Location', value: job.location },
    { icon: 'document', label: 'Job title', value: job.title },
    { icon: 'clock', label: 'Hours', value: job.overview.hoursPerWeek },
    { icon: 'cash', label: 'Hourly rate', value: job.overview.hourlyRate },
    { icon: 'savings', label: 'Salary', value: `${job.salary} a year` },
  ] as const;
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.body}>
          <h2 id={headingId} className={styles.heading}>
            About the role
          </h2>
          <p className={styles.summary}>{job.summary}</p>
          {lists.map((list) => (
            <div key={list.title} className={styles.block}>
              <h3 className={styles.subheading}>{list.title}</h3>
              <ul className={styles.list}>
                {list.items.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} className={styles.check} />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <aside className={styles.aside} aria-labelledby={`${id}-overview`}>
          <h3 id={`${id}-overview`} className={styles.subheading}>
            Job Overviews
          </h3>
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
          <SmartLink href={apply.href} className={`btn btn-primary btn-lg ${styles.apply}`}>
            {apply.label}
            <span className="visually-hidden"> for {job.title}</span>
          </SmartLink>
        </aside>
      </div>
    </section>
  );
}
