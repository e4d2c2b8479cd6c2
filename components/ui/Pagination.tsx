import type { Pagination as PaginationData } from '@/content/types';
import { Icon } from './Icon';
import styles from './Pagination.module.scss';

/** Previous / numbered pages / Next as links; an end with nowhere to go is a disabled label, not a link. */
export function Pagination({ label, previous, next, pages }: PaginationData) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {previous ? (
            <a href={previous} className={styles.step} rel="prev">
              <Icon name="arrowLeft" size={16} />
              Previous
            </a>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              <Icon name="arrowLeft" size={16} />
              Previous
            </span>
          )}
        </li>
        {pages.map((page) => (
          <li key={page.href}>
            <a
              href={page.href}
              className={styles.page}
              aria-current={page.current ? 'page' : undefined}
            >
              <span className="visually-hidden">Page </span>
              {page.label}
            </a>
          </li>
        ))}
        <li>
          {next ? (
            <a href={next} className={styles.step} rel="next">
              Next
              <Icon name="arrowRight" size={16} />
            </a>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
              Next
              <Icon name="arrowRight" size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
