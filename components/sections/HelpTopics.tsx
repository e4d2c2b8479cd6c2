import type { HelpTopicsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Tabs } from '@/components/islands';
import { Icon } from '@/components/ui/Icon';
import styles from './HelpTopics.module.scss';

/** Support articles by topic in vertical tabs; every panel is in the HTML, each tab links to it. */
export function HelpTopics({ id, title, lead, topics }: HelpTopicsSection) {
  return (
    <SectionFrame id={id} tone="light" title={title} lead={lead} unsearched>
      <Tabs id={id} label={title} tabs={topics.map((topic) => topic.label)} orientation="vertical">
        {topics.map((topic) => (
          <div key={topic.label}>
            <h3 className={styles.panelTitle}>
              {topic.label}
              <span className={styles.count}>
                {topic.articles.length === 1 ? '1 article' : `${topic.articles.length} articles`}
              </span>
            </h3>
            <ul className={styles.list}>
              {topic.articles.map((article) => (
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
          </div>
        ))}
      </Tabs>
    </SectionFrame>
  );
}
