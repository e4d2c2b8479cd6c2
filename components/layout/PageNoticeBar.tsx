import type { PageNotice } from '@/content/types';
import styles from './PageNoticeBar.module.scss';

/**
 * A note above a page's sections, from the route map: on a preview build, what is scheduled says
 * when it is published. Not the page's own text: the site search leaves it out.
 */
export function PageNoticeBar({ notice }: { notice: PageNotice }) {
  return (
    <div className={styles.bar} role="note" data-page-notice="" data-pagefind-ignore="">
      <div className="container">
        <p className={styles.text}>
          <strong>{notice.title}.</strong> {notice.text}
        </p>
      </div>
    </div>
  );
}
