import type { CallToActionSection } from '@/content/types';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './CallToAction.module.scss';

/** A closing band with one or two actions. */
export function CallToAction({ id, title, lead, primary, secondary, tone }: CallToActionSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId}>
      <div className="container">
        <div className={`${styles.band} ${dark ? styles.dark : ''}`}>
          <div>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <p className={styles.lead}>{lead}</p>
          </div>
          <div className={styles.actions}>
            <SmartLink
              href={primary.href}
              className={`btn btn-lg ${dark ? 'btn-light' : 'btn-primary'}`}
            >
              {primary.label}
            </SmartLink>
            {secondary ? (
              <SmartLink
                href={secondary.href}
                className={`btn btn-lg ${dark ? 'btn-outline-light' : 'btn-outline-primary'}`}
              >
                {secondary.label}
              </SmartLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
