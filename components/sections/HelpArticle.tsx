import type { HelpArticleSection } from '@/content/types';
import { Icon } from '@/components/ui/Icon';
import { Prose } from '@/components/ui/Prose';
import { SmartLink } from '@/components/ui/SmartLink';
import { formatDate } from '@/lib/dates';
import { notSearched } from '@/lib/site-search';
import styles from './HelpArticle.module.scss';

/** A support article (the page's h1): its contents, the Markdown body, related articles and quick-support links. */
export function HelpArticle({
  back,
  category,
  title,
  updated,
  readingTime,
  contents,
  html,
  related,
  support,
}: HelpArticleSection) {
  return (
    <section className="section tone-light" aria-labelledby="page-title">
      <div className={`container ${styles.layout}`}>
        <article className={styles.article}>
          <SmartLink href={back.href} className={styles.back}>
            <Icon name="arrowLeft" size={18} />
            {back.label}
          </SmartLink>
          <p className={styles.category}>{category}</p>
          <h1 id="page-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.meta} {...notSearched}>
            Updated <time dateTime={updated}>{formatDate(updated)}</time> · {readingTime}
          </p>
          {contents.length > 1 ? (
            <nav aria-label="In this article" className={styles.toc}>
              <p className={styles.tocTitle}>In this article</p>
              <ol>
                {contents.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <Prose html={html} />
        </article>
        <aside className={styles.sidebar} aria-label="More help" {...notSearched}>
          <div className={styles.box}>
            <h2 className={styles.boxTitle}>Related articles</h2>
            <ul className={styles.related}>
              {related.map((article) => (
                <li key={article.slug}>
                  <span className={styles.relatedCategory}>{article.category}</span>
                  <a href={article.href}>{article.title}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className={`${styles.box} ${styles.supportBox}`}>
            <h2 className={styles.boxTitle}>{support.title}</h2>
            <p className={styles.supportText}>{support.text}</p>
            <ul className={styles.support}>
              {support.links.map((link) => (
                <li key={link.label}>
                  <SmartLink href={link.href} className={styles.supportLink}>
                    <Icon name={link.icon} size={20} className={styles.supportIcon} />
                    <span>
                      <span className={styles.supportLabel}>{link.label}</span>
                      <span className={styles.supportDetail}>{link.detail}</span>
                    </span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </section>
  );
}
