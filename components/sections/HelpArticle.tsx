import type { HelpArticleSection } from '@/content/types';
import { Icon } from '@/components/ui/Icon';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './HelpArticle.module.scss';

/** A long support article (the page's h1) with related articles and quick-support links. */
export function HelpArticle({
  back,
  category,
  title,
  updated,
  readingTime,
  intro,
  parts,
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
          <p className={styles.meta}>
            Updated {updated} · {readingTime}
          </p>
          {intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.intro}>
              {paragraph}
            </p>
          ))}
          <nav aria-label="In this article" className={styles.toc}>
            <p className={styles.tocTitle}>In this article</p>
            <ol>
              {parts.map((part) => (
                <li key={part.id}>
                  <a href={`#${part.id}`}>{part.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {parts.map((part) => (
            <div key={part.id} className={styles.part}>
              <h2 id={part.id} className={styles.partTitle}>
                {part.heading}
              </h2>
              {part.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              {part.checklist?.length ? (
                <ul className={styles.checklist}>
                  {part.checklist.map((item) => (
                    <li key={item.slice(0, 32)}>
                      <Icon name="check" size={18} className={styles.check} />
                      {item}
                    </li>
                  ))}
                </ul>
              ) : null}
              {part.steps?.length ? (
                <ol className={styles.steps}>
                  {part.steps.map((step) => (
                    <li key={step.slice(0, 32)}>{step}</li>
                  ))}
                </ol>
              ) : null}
              {part.note ? (
                <p className={styles.note}>
                  <strong>Note: </strong>
                  {part.note}
                </p>
              ) : null}
            </div>
          ))}
        </article>
        <aside className={styles.sidebar} aria-label="More help">
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
