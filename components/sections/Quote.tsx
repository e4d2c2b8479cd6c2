import type { QuoteSection } from '@/content/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import styles from './Quote.module.scss';

/** One person's words, large: the founder and CEO's quote. */
export function Quote({ id, title, tone, quote }: QuoteSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section
      id={id}
      className={`section tone-${tone} ${dark ? styles.dark : ''}`}
      aria-labelledby={headingId}
    >
      <div className="container">
        <figure className={styles.figure}>
          <h2 id={headingId} className={styles.eyebrow}>
            {title}
          </h2>
          <blockquote className={styles.quote}>
            <p>“{quote.quote}”</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <ResponsiveImage image={quote.avatar} className={styles.avatar} />
            <span>
              <span className={styles.name}>{quote.name}</span>
              <span className={styles.role}>{quote.role}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
