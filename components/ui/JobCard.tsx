import type { Job } from '@/content/types';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';
import styles from './JobCard.module.scss';

/** One open position: work type, team badge, title (its page), company, place, salary and Apply link. */
export function JobCard({ job, headingLevel = 3 }: { job: Job; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.tags}>
        <span className={styles.workType}>{job.workType}</span>
        <span className={styles.badge}>{job.category}</span>
      </div>
      <Heading className={styles.title}>
        <SmartLink href={job.href} className={styles.titleLink}>
          {job.title}
        </SmartLink>
      </Heading>
      <p className={styles.company}>{job.company}</p>
      <ul className={styles.facts}>
        <li>
          <Icon name="location" size={16} className={styles.factIcon} />
          <span className="visually-hidden">Location: </span>
          {job.location}
        </li>
        <li>
          <Icon name="cash" size={16} className={styles.factIcon} />
          <span className="visually-hidden">Salary: </span>
          {job.salary}
          <span className={styles.per}> a year</span>
        </li>
      </ul>
      <SmartLink href={job.apply.href} className={`btn btn-outline-primary ${styles.apply}`}>
        {job.apply.label}
        <span className="visually-hidden"> for {job.title}</span>
      </SmartLink>
    </article>
  );
}
