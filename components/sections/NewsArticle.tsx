import type { NewsArticleSection } from '@/content/types';
import { notSearched } from '@/lib/site-search';
import { formatDate } from '@/lib/dates';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { InitialsAvatar } from '@/components/ui/InitialsAvatar';
import { Icon } from '@/components/ui/Icon';
import { Prose } from '@/components/ui/Prose';
import styles from './NewsArticle.module.scss';

/** A long-form article (the page's h1) with its byline, its Markdown body and a sidebar quote. */
export function NewsArticle({
  id,
  category,
  categoryHref,
  icon,
  title,
  lead,
  author,
  date,
  readingTime,
  image,
  html,
  aside,
}: NewsArticleSection) {
  return (
    <section id={id} className={styles.section} aria-labelledby="page-title">
      <div className="container">
        <header className={styles.header}>
          <p>
            <a href={categoryHref} className={styles.badge}>
              {category}
            </a>
          </p>
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
            {image ? (
              <ResponsiveImage image={image} priority className={styles.image} />
            ) : (
              <div className={styles.cover} aria-hidden="true">
                <Icon name={icon} size={72} />
              </div>
            )}
            <Prose html={html} />
          </article>
          <aside className={styles.aside} aria-labelledby={`${id}-aside`} {...notSearched}>
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
