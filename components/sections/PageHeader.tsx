import type { PageHeaderSection } from '@/content/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { LinkedCopy } from '@/components/ui/LinkedCopy';
import styles from './PageHeader.module.scss';

/** The banner that opens an inner page: the page's h1, lead, optional paragraphs and artwork. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  paragraphs,
  illustration,
  tone = 'soft',
}: PageHeaderSection) {
  return (
    <section className={`${styles.header} tone-${tone}`} aria-labelledby="page-title">
      <div className="container">
        <div className={illustration ? styles.split : styles.single}>
          <div>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 id="page-title" className={styles.title}>
              {title}
            </h1>
            {lead ? (
              <p className={styles.lead}>
                <LinkedCopy copy={lead} />
              </p>
            ) : null}
            {paragraphs?.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
                <LinkedCopy copy={paragraph} />
              </p>
            ))}
          </div>
          {illustration ? (
            <ResponsiveImage image={illustration} priority className={styles.art} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
