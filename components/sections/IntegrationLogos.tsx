import type { IntegrationLogosSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './IntegrationLogos.module.scss';

/** A wall of integration logos, each captioned with the service's name. */
export function IntegrationLogos({
  id,
  eyebrow,
  title,
  lead,
  tone,
  integrations,
  cta,
  note,
}: IntegrationLogosSection) {
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
        <ul className={styles.wall}>
          {integrations.map((integration) => (
            <li key={integration.slug} className={styles.item}>
              <ResponsiveImage image={{ ...integration.logo, alt: '' }} className={styles.logo} />
              <span className={styles.name}>{integration.name}</span>
            </li>
          ))}
        </ul>
        {cta ? (
          <p className={styles.actions}>
            <SmartLink href={cta.href} className={`btn ${dark ? 'btn-light' : 'btn-primary'}`}>
              {cta.label}
            </SmartLink>
          </p>
        ) : null}
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    </section>
  );
}
