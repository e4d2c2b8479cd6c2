import styles from './FaqList.module.scss';

type FaqListProps = {
  /** Shared name makes the items exclusive: opening one closes the others (no JavaScript). */
  name: string;
  items: { question: string; answer: string }[];
  /** Index of the item open on load, if any. */
  openIndex?: number;
  tone?: 'light' | 'dark';
};

/** Accordion on native <details>/<summary>: keyboard and screen-reader support built in. */
export function FaqList({ name, items, openIndex, tone = 'light' }: FaqListProps) {
  return (
    <div className={`${styles.list} ${tone === 'dark' ? styles.dark : ''}`}>
      {items.map((item, index) => (
        <details key={item.question} name={name} open={index === openIndex} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
