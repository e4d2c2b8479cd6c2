import type { IntegrationLogosSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
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
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
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
    </SectionFrame>
  );
}
