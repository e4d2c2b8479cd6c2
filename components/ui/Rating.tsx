import { Icon } from './Icon';
import styles from './Rating.module.scss';

/** Star rating drawn as icons, announced as text ("Rated 5 out of 5"). */
export function Rating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <p className={styles.rating} role="img" aria-label={`Rated ${value} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => (
        <Icon key={i} name="star" size={16} className={i < value ? styles.on : styles.off} />
      ))}
    </p>
  );
}
