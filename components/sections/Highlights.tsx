import type { HighlightsSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './Highlights.module.scss';

/** Headline figures, each with what it means: promo blocks. */
export function Highlights({ id, eyebrow, title, lead, tone, items }: HighlightsSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className={`section tone-${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          tone={dark ? 'dark' : 'light'}
        />
        <ul className={`${styles.grid} ${dark ? styles.dark : ''}`}>
          {items.map((item) => (
            <li key={item.label} className={styles.item}>
              <p className={styles.value} aria-hidden="true">
                {item.value}
              </p>
              <h3 className={styles.label}>
                <span className="visually-hidden">{item.value} </span>
                {item.label}
              </h3>
              <p className={styles.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
