import type { StorySection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { StatList } from '@/components/ui/StatList';
import styles from './Story.module.scss';

/** The company story: narrative, recognitions (award logos) and the headline statistics. */
export function Story({
  id,
  eyebrow,
  title,
  paragraphs,
  recognitionsTitle,
  recognitions,
  stats,
}: StorySection) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="start" />
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
          <div>
            <h3 className={styles.subheading}>{recognitionsTitle}</h3>
            <ul className={styles.awards}>
              {recognitions.map((award) => (
                <li key={award.name} className={styles.award}>
                  <ResponsiveImage image={award.logo} className={styles.awardLogo} />
                  <div>
                    <p className={styles.awardName}>{award.name}</p>
                    <p className={styles.awardBy}>
                      {award.by}, {award.year}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <StatList stats={stats} />
      </div>
    </section>
  );
}
