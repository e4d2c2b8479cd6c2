import type { CompanyProps, HelpSearchSection } from '@/content/types';
import { helpWebSearch as copy } from '@/content/copy/form-copy';
import { HelpSearch } from '@/components/islands';
import { Icon } from '@/components/ui/Icon';
import { siteUrl, webSearch } from '@/lib/site';
import styles from './HelpSearchHeader.module.scss';

/** The help center's banner: the page's h1 and the article search. */
export function HelpSearchHeader({
  eyebrow,
  title,
  lead,
  bundle,
  suggestions,
  company,
}: HelpSearchSection & CompanyProps) {
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
          bundle={bundle}
          suggestions={suggestions}
          supportEmail={company.email.support}
          icon={<Icon name="search" size={20} />}
        />
        {/* Only when scripts are off: the search above runs in the browser. */}
        <noscript>
          <form
            action={webSearch.action}
            method="get"
            className={styles.webSearch}
            aria-label={`${copy.formLabel} ${webSearch.name}`}
          >
            <label htmlFor="help-web-search">
              {copy.label.before} {webSearch.name}
              {` ${copy.label.after}`}
            </label>
            <input type="hidden" name="sites" value={new URL(siteUrl).host} />
            <span className={styles.webSearchRow}>
              <input
                id="help-web-search"
                name="q"
                type="search"
                required
                className="form-control"
                placeholder={copy.placeholder}
              />
              <button type="submit" className="btn btn-outline-primary">
                {`${copy.submit} `}
                {webSearch.name}
              </button>
            </span>
          </form>
        </noscript>
      </div>
    </section>
  );
}
