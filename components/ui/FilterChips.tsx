import type { FilterLink } from '@/content/types';
import styles from './FilterChips.module.scss';

/** Filters as links to pre-rendered pages (no JS); the active chip is marked `aria-current`. */
export function FilterChips({ label, links }: { label: string; links: FilterLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className={styles.chip}
              aria-current={link.current ? 'true' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
