import type { PriceRow, PriceTableSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { CtaButtons } from '@/components/ui/CtaButtons';
import { Icon } from '@/components/ui/Icon';
import { interfaceWords } from '@/content/copy/interface-words';
import styles from './PriceTable.module.scss';

const words = interfaceWords.priceTable;

export function formatUsd(price: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: price < 1 ? 4 : 2,
  }).format(price);
}

/** A percent change with its direction in three ways: arrow, sign and a word for screen readers. */
export function Change({ value }: { value: number }) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'unchanged';
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  return (
    <span className={`${styles.change} ${styles[direction]}`}>
      {direction === 'unchanged' ? null : (
        <Icon name={direction === 'up' ? 'arrowUp' : 'arrowDown'} size={14} />
      )}
      <span className="visually-hidden">{direction} </span>
      {`${sign}${Math.abs(value).toFixed(2)}%`}
    </span>
  );
}

const periods: {
  key: keyof Pick<PriceRow, 'change1h' | 'change24h' | 'change7d'>;
  label: string;
}[] = [
  { key: 'change1h', label: '1h' },
  { key: 'change24h', label: '24h' },
  { key: 'change7d', label: '7d' },
];

/** Asset prices in a real table: caption, header cells with scope, right-aligned figures. */
export function PriceTable({
  id,
  eyebrow,
  title,
  lead,
  tone,
  caption,
  rows,
  note,
  cta,
}: PriceTableSection) {
  const captionId = `${id}-caption`;
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{words.name}</th>
              <th scope="col">{words.symbol}</th>
              <th scope="col" className={styles.number}>
                {words.price}
              </th>
              {periods.map((period) => (
                <th key={period.key} scope="col" className={styles.number}>
                  {period.label}
                  {words.changeSuffix}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol}>
                <th scope="row" className={styles.name}>
                  {row.name}
                </th>
                <td className={styles.symbol}>{row.symbol}</td>
                <td className={styles.number}>{formatUsd(row.price)}</td>
                {periods.map((period) => (
                  <td key={period.key} className={styles.number}>
                    <Change value={row[period.key]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className={styles.note}>
        <Icon name="clock" size={16} />
        {note}
      </p>
      {cta ? (
        <p className={styles.cta}>
          <CtaButtons primary={cta} dark={dark} />
        </p>
      ) : null}
    </SectionFrame>
  );
}
