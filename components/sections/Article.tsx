import type { ArticleSection } from '@/content/types';
import { SplitSection } from '@/components/ui/SectionFrame';
import { interfaceWords } from '@/content/copy/interface-words';
import { LinkedCopy } from '@/components/ui/LinkedCopy';
import styles from './Article.module.scss';

/** A long-form article in headed parts, with an 'On this page' list of its parts. */
export function Article({
  parts,
  onThisPage = interfaceWords.onThisPage,
  ...section
}: ArticleSection) {
  const dark = section.tone === 'dark';
  return (
    <SplitSection
      section={section}
      className={`${styles.layout} ${dark ? styles.dark : ''}`}
      textClassName={styles.head}
    >
      <nav
        className={styles.toc}
        aria-label={`${section.title}: ${onThisPage.toLocaleLowerCase()}`}
      >
        <p className={styles.tocTitle}>{onThisPage}</p>
        <ul>
          {parts.map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`}>{part.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        {parts.map((part) => {
          const List = part.ordered ? 'ol' : 'ul';
          return (
            <div key={part.id} id={part.id} className={styles.part}>
              <h3 className={styles.heading}>{part.heading}</h3>
              {part.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>
                  <LinkedCopy copy={paragraph} />
                </p>
              ))}
              {part.points?.length ? (
                <List className={styles.points}>
                  {part.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </List>
              ) : null}
              {part.quote ? (
                <figure className={styles.quote}>
                  <blockquote>
                    <p>{part.quote.text}</p>
                  </blockquote>
                  <figcaption>{part.quote.by}</figcaption>
                </figure>
              ) : null}
            </div>
          );
        })}
      </div>
    </SplitSection>
  );
}
