import type { WorkProcessSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Icon } from '@/components/ui/Icon';
import styles from './WorkProcess.module.scss';

/** Numbered steps of a project, as an ordered list. */
export function WorkProcess({ id, eyebrow, title, lead, tone, steps }: WorkProcessSection) {
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <ol className={`${styles.steps} ${dark ? styles.dark : ''}`}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <div className={styles.marker}>
              <span className={styles.icon}>
                <Icon name={step.icon} size={24} />
              </span>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
