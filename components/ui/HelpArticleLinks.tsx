import type { HelpArticleSummary } from '@/content/types';
import { Icon } from './Icon';
import styles from './HelpArticleLinks.module.scss';

/** Help articles as a list of links with their excerpts (a topic's tab, a topic's page). */
export function HelpArticleLinks({ articles }: { articles: HelpArticleSummary[] }) {
  return (
    <ul className={styles.list}>
      {articles.map((article) => (
        <li key={article.slug} className={styles.item}>
          <Icon name="document" size={22} className={styles.icon} />
          <div>
            <a href={article.href} className={styles.link}>
              {article.title}
            </a>
            <p className={styles.excerpt}>{article.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
