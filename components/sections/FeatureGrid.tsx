import type { FeatureGridSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Icon } from '@/components/ui/Icon';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './FeatureGrid.module.scss';

/** Icon cards in a grid: why choose us, benefits, services, perks. */
export function FeatureGrid({
  id,
  eyebrow,
  title,
  lead,
  tone,
  columns,
  items,
}: FeatureGridSection) {
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <ul className={`${styles.grid} ${styles[`cols${columns}`]} ${dark ? styles.dark : ''}`}>
        {items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={24} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
            {item.link ? (
              <SmartLink href={item.link.href} className={styles.link}>
                {item.link.label}
                <Icon name="arrowRight" size={16} />
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
