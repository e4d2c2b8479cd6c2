import type { Stat } from '@/content/types';
import styles from './StatList.module.scss';

/** Headline figures as a description list: value first, label below. */
export function StatList({ stats, tone = 'light' }: { stats: Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className={`${styles.stats} ${tone === 'dark' ? styles.dark : ''}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
