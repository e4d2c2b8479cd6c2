import styles from './Prose.module.scss';

type ProseProps = {
  /** Safe HTML from the Markdown pipeline (content/load/markdown.ts escapes raw HTML). */
  html: string;
  className?: string;
};

/** A Markdown body: headings, lists, quotes, notes and tables in the site's type scale. */
export function Prose({ html, className }: ProseProps) {
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      // The pipeline renders with html: false, so a body cannot carry markup of its own.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
