import type { JobListSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { JobCard } from '@/components/ui/JobCard';
import styles from './JobList.module.scss';

/** Job cards in a grid: open positions, related jobs. */
export function JobList({ id, eyebrow, title, lead, tone, jobs }: JobListSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead} unsearched>
      <ul className={`${styles.grid} ${jobs.length % 3 === 0 ? styles.three : ''}`}>
        {jobs.map((job) => (
          <li key={job.slug}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
