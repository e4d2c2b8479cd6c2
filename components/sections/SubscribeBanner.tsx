import type { CompanyProps, SubscribeBannerSection } from '@/content/types';
import { notSearched } from '@/lib/site-search';
import { NewsletterForm } from '@/components/forms/LeadForms';
import styles from './SubscribeBanner.module.scss';

/** Newsletter sign-up band around the shared newsletter form. */
export function SubscribeBanner({
  id,
  title,
  lead,
  formId,
  tone,
  company,
}: SubscribeBannerSection & CompanyProps) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId} {...notSearched}>
      <div className="container">
        <div className={`${styles.band} ${dark ? `${styles.dark} tone-dark` : ''}`}>
          <div>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <p className={styles.lead}>{lead}</p>
          </div>
          <NewsletterForm
            formId={formId}
            idPrefix={id}
            tone={dark ? 'dark' : 'light'}
            company={company}
          />
        </div>
      </div>
    </section>
  );
}
