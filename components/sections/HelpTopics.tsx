import type { HelpTopicsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Tabs } from '@/components/islands';
import { HelpArticleLinks } from '@/components/ui/HelpArticleLinks';
import { Icon } from '@/components/ui/Icon';
import styles from './HelpTopics.module.scss';

const articleCount = (count: number) => (count === 1 ? '1 article' : `${count} articles`);

/**
 * Support articles by topic in vertical tabs; every panel is in the HTML, each tab links to it. A
 * topic with more articles than its tab lists links to its own pages.
 */
export function HelpTopics({ id, title, lead, topics }: HelpTopicsSection) {
  return (
    <SectionFrame id={id} tone="light" title={title} lead={lead} unsearched>
      <Tabs id={id} label={title} tabs={topics.map((topic) => topic.label)} orientation="vertical">
        {topics.map((topic) => (
          <div key={topic.label}>
            <h3 className={styles.panelTitle}>
              {topic.label}
              <span className={styles.count}>
                {articleCount(topic.more?.total ?? topic.articles.length)}
              </span>
            </h3>
            <HelpArticleLinks articles={topic.articles} />
            {topic.more ? (
              <a href={topic.more.href} className={styles.more}>
                {topic.more.label}
                <Icon name="arrowRight" size={16} />
              </a>
            ) : null}
          </div>
        ))}
      </Tabs>
    </SectionFrame>
  );
}
