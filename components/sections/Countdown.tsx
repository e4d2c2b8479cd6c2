import type { CountdownSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { CtaButtons } from '@/components/ui/CtaButtons';
import styles from './Countdown.module.scss';

/** Time left until an event, as fixed text (spec §4: countdowns do not tick). */
export function Countdown({
  id,
  eyebrow,
  title,
  lead,
  tone,
  target,
  units,
  cta,
}: CountdownSection) {
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead} align="center">
      <div className={`${styles.box} ${dark ? styles.dark : ''}`}>
        <p className={styles.target}>{target}</p>
        <dl className={styles.units}>
          {units.map((unit) => (
            <div key={unit.label} className={styles.unit}>
              <dt className={styles.label}>{unit.label}</dt>
              <dd className={styles.value}>{unit.value}</dd>
            </div>
          ))}
        </dl>
        {cta ? (
          <p className={styles.cta}>
            <CtaButtons primary={cta} dark={dark} />
          </p>
        ) : null}
      </div>
    </SectionFrame>
  );
}
