import type { NewsListSection } from '@/content/types';
import { notSearched } from '@/lib/site-search';
import { FilterChips } from '@/components/ui/FilterChips';
import { NewsCard } from '@/components/ui/NewsCard';
import { Pagination } from '@/components/ui/Pagination';
import styles from './NewsList.module.scss';

/** The article listing: category chips, featured then regular cards, and pagination. */
export function NewsList({ id, title, filters, articles, featured, pagination }: NewsListSection) {
  const headingId = `${id}-title`;
  const lead = articles.slice(0, featured);
  const rest = articles.slice(featured);
  return (
    <section id={id} className="section tone-light" aria-labelledby={headingId} {...notSearched}>
      <div className="container">
        <FilterChips label={filters.label} links={filters.links} />
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {lead.length ? (
          <ul className={`${styles.grid} ${styles.featured}`} aria-label="Featured articles">
            {lead.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} featured />
              </li>
            ))}
          </ul>
        ) : null}
        {rest.length ? (
          <ul className={`${styles.grid} ${styles.regular}`} aria-label="More articles">
            {rest.map((article) => (
              <li key={article.slug}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        ) : null}
        {pagination ? <Pagination {...pagination} /> : null}
      </div>
    </section>
  );
}
