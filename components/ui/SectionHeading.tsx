import styles from './SectionHeading.module.scss';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'start' | 'center';
  /** Heading level: sections use h2; a page's first section may use h1. */
  level?: 1 | 2;
  tone?: 'light' | 'dark';
};

/** Eyebrow, title and lead of a section; `id` labels the section via aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  level = 2,
  tone = 'light',
}: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div
      className={[
        styles.heading,
        align === 'center' ? styles.center : '',
        tone === 'dark' ? styles.dark : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
