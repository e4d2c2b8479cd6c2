import type { TimelineSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './Timeline.module.scss';

/** Milestones on a line: horizontal on wide screens, vertical on phones. */
export function Timeline({ id, title, lead, milestones }: TimelineSection) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="section tone-soft" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} title={title} lead={lead} />
        <ol className={styles.line}>
          {milestones.map((milestone) => (
            <li key={milestone.year} className={styles.milestone}>
              <p className={styles.year}>{milestone.year}</p>
              <span className={styles.dot} aria-hidden="true" />
              <h3 className={styles.title}>{milestone.title}</h3>
              <p className={styles.text}>{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
