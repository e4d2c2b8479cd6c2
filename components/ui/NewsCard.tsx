import type { ArticleSummary } from '@/content/types';
import { formatDate } from '@/lib/dates';
import { Icon } from './Icon';
import { InitialsAvatar } from './InitialsAvatar';
import { SmartLink } from './SmartLink';
import styles from './NewsCard.module.scss';

type NewsCardProps = {
  article: ArticleSummary;
  /** Featured cards are larger and carry a cover. */
  featured?: boolean;
};

/** One article: category badge, title (the link), excerpt clamped to two lines, author and date. */
export function NewsCard({ article, featured = false }: NewsCardProps) {
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`}>
      {featured ? (
        <div className={styles.cover} aria-hidden="true">
          <Icon name={article.icon} size={56} />
        </div>
      ) : null}
      <div className={styles.body}>
        <p className={styles.badge}>
          {featured ? null : <Icon name={article.icon} size={14} />}
          {article.category}
        </p>
        <h3 className={styles.title}>
          <SmartLink href={article.href} className={styles.link}>
            {article.title}
          </SmartLink>
        </h3>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <footer className={styles.meta}>
          <InitialsAvatar name={article.author.name} size={featured ? 40 : 34} />
          <span className={styles.byline}>
            <span className={styles.author}>{article.author.name}</span>
            <time dateTime={article.date} className={styles.date}>
              {formatDate(article.date)}
            </time>
          </span>
        </footer>
      </div>
    </article>
  );
}
