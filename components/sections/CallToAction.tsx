import type { CallToActionSection } from '@/content/types';
import { notSearched } from '@/lib/site-search';
import { CtaButtons } from '@/components/ui/CtaButtons';
import { StatList } from '@/components/ui/StatList';
import styles from './CallToAction.module.scss';

/** A closing band with one or two actions. */
export function CallToAction({
  id,
  title,
  lead,
  primary,
  secondary,
  tone,
  stats,
}: CallToActionSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId} {...notSearched}>
      <div className="container">
        <div className={`${styles.band} ${dark ? styles.dark : ''}`}>
          <div>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <p className={styles.lead}>{lead}</p>
            {stats?.length ? (
              <div className={styles.stats}>
                <StatList stats={stats} tone={dark ? 'dark' : 'light'} />
              </div>
            ) : null}
          </div>
          <div className={styles.actions}>
            <CtaButtons primary={primary} secondary={secondary} dark={dark} />
          </div>
        </div>
      </div>
    </section>
  );
}
