import styles from './Logo.module.scss';

type LogoProps = {
  /** The company's name (content/company.yml). */ name: string;
  tone?: 'light' | 'dark';
  className?: string;
};

/** The brand mark and name, linking home. `tone="dark"` is for dark backgrounds. */
export function Logo({ name, tone = 'light', className }: LogoProps) {
  return (
    <a
      href="/"
      className={[styles.logo, tone === 'dark' ? styles.onDark : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-label={`${name} home`}
    >
      <svg
        className={styles.mark}
        viewBox="0 0 40 40"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="10" fill="currentColor" className={styles.markBg} />
        <circle cx="20" cy="20" r="9" fill="none" stroke="#fff" strokeWidth="3" />
        <ellipse
          cx="20"
          cy="20"
          rx="15"
          ry="5.5"
          fill="none"
          stroke="#2dd4bf"
          strokeWidth="2.4"
          transform="rotate(-28 20 20)"
        />
        <circle cx="32.2" cy="13.6" r="2.6" fill="#f2b705" />
      </svg>
      <span className={styles.word}>{name}</span>
    </a>
  );
}
