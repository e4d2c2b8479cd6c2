import type { IntegrationBadge as Badge } from '@/content/types';
import { interfaceWords } from '@/content/copy/interface-words';
import styles from './IntegrationBadge.module.scss';

/** The New / Premium / Free / Popular tag of an integration. */
export function IntegrationBadge({ badge }: { badge: Badge }) {
  return <span className={`${styles.badge} ${styles[badge.toLowerCase()]}`}>{badge}</span>;
}

/** Connected (on in every deployment) or available (switched on for you): a label, not a control. */
export function ConnectionLabel({ connected }: { connected: boolean }) {
  return (
    <span className={`${styles.connection} ${connected ? styles.connected : ''}`}>
      <span className={styles.dot} aria-hidden="true" />
      {connected ? interfaceWords.integration.connected : interfaceWords.integration.available}
    </span>
  );
}
