import type { HelpListSection } from '@/content/types';
import { notSearched } from '@/lib/site-search';
import { FilterChips } from '@/components/ui/FilterChips';
import { HelpArticleLinks } from '@/components/ui/HelpArticleLinks';
import { Pagination } from '@/components/ui/Pagination';
import styles from './HelpList.module.scss';

/** One help topic's articles, a page at a time: topic chips, the list, pagination. */
export function HelpList({ id, title, topics, articles, pagination }: HelpListSection) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId} {...notSearched}>
      <div className="container">
        <FilterChips label={topics.label} links={topics.links} />
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {articles.length ? (
          <HelpArticleLinks articles={articles} />
        ) : (
          <p>No articles on this topic yet: search the help center or browse another topic.</p>
        )}
        {pagination ? <Pagination {...pagination} /> : null}
      </div>
    </section>
  );
}
