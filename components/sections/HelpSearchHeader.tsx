import type { HelpSearchSection } from '@/content/types';
import { site } from '@/content/site';
import { HelpSearch } from '@/components/ui/islands';
import { Icon } from '@/components/ui/Icon';
import styles from './HelpSearchHeader.module.scss';

/** The help center's banner: the page's h1 and the article search. */
export function HelpSearchHeader({
  eyebrow,
  title,
  lead,
  indexUrl,
  suggestions,
}: HelpSearchSection) {
  return (
    <section className={`${styles.header} tone-soft`} aria-labelledby="page-title">
      <div className="container">
        <div className={styles.intro}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        <HelpSearch
          indexUrl={indexUrl}
          suggestions={suggestions}
          supportEmail={site.email.support}
          icon={<Icon name="search" size={20} />}
        />
      </div>
    </section>
  );
}
