import type { JobHeaderSection } from '@/content/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { Rating } from '@/components/ui/Rating';
import { Icon } from '@/components/ui/Icon';
import styles from './JobHeader.module.scss';

/** The banner of a job posting: the page's h1, company logo and name, rating, location, salary. */
export function JobHeader({ job }: JobHeaderSection) {
  return (
    <section className={`${styles.header} tone-soft`} aria-labelledby="page-title">
      <div className="container">
        <a href="/career/" className={styles.back}>
          <Icon name="arrowLeft" size={16} />
          All open positions
        </a>
        <div className={styles.row}>
          <ResponsiveImage image={job.logo} priority className={styles.logo} />
          <div>
            <p className={styles.tags}>
              {job.closed ? <span className={styles.closed}>Closed</span> : null}
              <span className={styles.workType}>{job.workType}</span>
              <span className={styles.badge}>{job.category}</span>
            </p>
            <h1 id="page-title" className={styles.title}>
              {job.title}
            </h1>
            <div className={styles.meta}>
              <span className={styles.company}>{job.company}</span>
              <Rating value={job.rating} />
              <span className={styles.fact}>
                <Icon name="location" size={16} className={styles.icon} />
                <span className="visually-hidden">Location: </span>
                {job.location}
              </span>
              <span className={styles.fact}>
                <Icon name="cash" size={16} className={styles.icon} />
                <span className="visually-hidden">Salary: </span>
                {job.salary} a year
              </span>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
