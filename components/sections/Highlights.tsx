import type { HighlightsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import styles from './Highlights.module.scss';

/** Headline figures, each with what it means: promo blocks. */
export function Highlights({ id, eyebrow, title, lead, tone, items }: HighlightsSection) {
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
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
    </SectionFrame>
  );
}
