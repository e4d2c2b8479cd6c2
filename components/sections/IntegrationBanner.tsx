import type { IntegrationBannerSection } from '@/content/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
import { ConnectionLabel, IntegrationBadge } from '@/components/ui/IntegrationBadge';
import styles from './IntegrationBanner.module.scss';

/** One integration at a glance: logo, overview, facts, actions and (optionally) its sign-in. */
export function IntegrationBanner({
  id,
  integration,
  title,
  overview,
  facts,
  actions,
  signIn,
}: IntegrationBannerSection) {
  const headingId = `${id}-title`;
  const noteId = `${id}-sign-in-note`;
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId}>
      <div className={`container ${styles.layout}`}>
        <div className={styles.card}>
          <div className={styles.identity}>
            <ResponsiveImage
              image={{ ...integration.logo, width: 72, height: 72 }}
              priority
              className={styles.logo}
            />
            <div>
              <p className={styles.category}>{integration.category}</p>
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
              <p className={styles.tags}>
                {integration.badge ? <IntegrationBadge badge={integration.badge} /> : null}
                <ConnectionLabel connected={integration.connected} />
              </p>
            </div>
          </div>
          {overview.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.overview}>
              {paragraph}
            </p>
          ))}
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <SmartLink
                key={action.label}
                href={action.href}
                className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-primary'}`}
              >
                {action.label}
              </SmartLink>
            ))}
          </div>
          {signIn ? (
            <div className={styles.signIn}>
              <button
                type="button"
                className={`btn ${styles.google}`}
                disabled
                aria-describedby={noteId}
              >
                <Icon name="google" size={18} />
                {signIn.label}
              </button>
              <p id={noteId} className={styles.signInNote}>
                <Icon name="lock" size={16} className={styles.noteIcon} />
                {signIn.note}
              </p>
            </div>
          ) : null}
        </div>
        <aside className={styles.facts} aria-labelledby={`${id}-facts-title`}>
          <h3 id={`${id}-facts-title`} className={styles.factsTitle}>
            At a glance
          </h3>
          <dl className={styles.factList}>
            {facts.map((fact) => (
              <div key={fact.label} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
