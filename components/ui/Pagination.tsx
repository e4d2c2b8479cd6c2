import type { Pagination as PaginationData } from '@/content/types';
import { Icon } from './Icon';
import styles from './Pagination.module.scss';

/**
 * Previous / numbered pages / Next as links; an end with nowhere to go is a disabled label, not a
 * link. A long listing lists only some pages (content/pages/pagination.ts): a gap between two
 * numbers that do not follow each other is drawn as an ellipsis.
 */
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
        {pages.flatMap((page, i) => [
          ...(i > 0 && Number(page.label) - Number(pages[i - 1]!.label) > 1
            ? [
                <li key={`gap-${page.label}`} className={styles.gap} aria-hidden="true">
                  …
                </li>,
              ]
            : []),
          <li key={page.href}>
            <a
              href={page.href}
              className={styles.page}
              aria-current={page.current ? 'page' : undefined}
            >
              <span className="visually-hidden">Page </span>
              {page.label}
            </a>
          </li>,
        ])}
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
