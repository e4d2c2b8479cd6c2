import type { IntegrationGridSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { ConnectionLabel, IntegrationBadge } from '@/components/ui/IntegrationBadge';
import styles from './IntegrationGrid.module.scss';

/** Integration tiles: each tile is one link (its name), with badge and Connect / Connected label. */
export function IntegrationGrid({
  id,
  eyebrow,
  title,
  lead,
  tone,
  integrations,
  href,
  legend,
  note,
}: IntegrationGridSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      {legend ? <p className={styles.legend}>{legend}</p> : null}
      <ul className={styles.grid}>
        {integrations.map((integration) => (
          <li key={integration.slug} className={styles.tile}>
            <div className={styles.top}>
              <ResponsiveImage image={{ ...integration.logo, alt: '' }} className={styles.logo} />
              {integration.badge ? <IntegrationBadge badge={integration.badge} /> : null}
            </div>
            <h3 className={styles.name}>
              <SmartLink href={href} className={styles.link}>
                {integration.name}
              </SmartLink>
            </h3>
            <p className={styles.category}>{integration.category}</p>
            <p className={styles.text}>{integration.description}</p>
            <ConnectionLabel connected={integration.connected} />
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
    </SectionFrame>
  );
}
