import type { TimelineSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import styles from './Timeline.module.scss';

/** Milestones on a line: horizontal on wide screens, vertical on phones. */
export function Timeline({ id, title, lead, milestones }: TimelineSection) {
  return (
    <SectionFrame id={id} tone="soft" title={title} lead={lead}>
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
    </SectionFrame>
  );
}
