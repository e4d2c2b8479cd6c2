import type { ArticleBlock, NewsArticleSection } from '@/content/types';
import { formatDate } from '@/app/_lib/dates';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { InitialsAvatar } from '@/components/ui/InitialsAvatar';
import { StatList } from '@/components/ui/StatList';
import { Icon } from '@/components/ui/Icon';
import styles from './NewsArticle.module.scss';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2 className={styles.subheading}>{block.text}</h2>;
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>
              <Icon name="check" size={18} className={styles.check} />
              {item}
            </li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <figure className={styles.quote}>
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>{block.cite}</figcaption>
        </figure>
      );
    case 'stats':
      return (
        <div className={styles.stats}>
          <StatList stats={block.stats} />
        </div>
      );
    default:
      return <p>{block.text}</p>;
  }
}

/** A long-form article (the page's h1) with its byline and a sidebar quote. */
export function NewsArticle({
  id,
  category,
  title,
  lead,
  author,
  date,
  readingTime,
  image,
  blocks,
  aside,
}: NewsArticleSection) {
  return (
    <section id={id} className={styles.section} aria-labelledby="page-title">
      <div className="container">
        <header className={styles.header}>
          <p className={styles.badge}>{category}</p>
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <div className={styles.byline}>
            <InitialsAvatar name={author.name} size={44} />
            <span>
              <span className={styles.author}>{author.name}</span>
              <span className={styles.muted}>
                {author.role} · <time dateTime={date}>{formatDate(date)}</time> · {readingTime}
              </span>
            </span>
          </div>
        </header>
        <div className={styles.grid}>
          <article className={styles.body} aria-labelledby="page-title">
            <ResponsiveImage image={image} priority className={styles.image} />
            {blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </article>
          <aside className={styles.aside} aria-labelledby={`${id}-aside`}>
            <h2 id={`${id}-aside`} className={styles.asideTitle}>
              {aside.title}
            </h2>
            <figure className={styles.founder}>
              <blockquote>
                <p>{aside.quote}</p>
              </blockquote>
              <figcaption className={styles.founderCaption}>
                <ResponsiveImage image={aside.avatar} className={styles.avatar} />
                <span>
                  <span className={styles.author}>{aside.name}</span>
                  <span className={styles.muted}>{aside.role}</span>
                </span>
              </figcaption>
            </figure>
          </aside>
        </div>
      </div>
    </section>
  );
}
