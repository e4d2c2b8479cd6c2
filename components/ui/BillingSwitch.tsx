import type { ReactNode } from 'react';
import type { BillingChoice, BillingPeriod } from '@/content/types';
import styles from './BillingSwitch.module.scss';

type BillingSwitchProps = BillingChoice & {
  /** The radios' group name, unique on the page (e.g. `<section id>-billing`). */
  name: string;
  /** The plans; their `BillingPrice`s follow the checked option by CSS `:has()`. */
  children: ReactNode;
  tone?: 'light' | 'dark';
};

/**
 * A radio group "Billing period" above the plans, the first option checked. A server component:
 * the native radios and CSS `:has(:checked)` switch every price, so it works from the first paint
 * with no script at all (the checked radio is announced by the radio itself).
 */
export function BillingSwitch({
  name,
  label,
  options,
  children,
  tone = 'light',
}: BillingSwitchProps) {
  return (
    <div className={styles.billing}>
      <fieldset className={`${styles.switch} ${tone === 'dark' ? styles.dark : ''}`}>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option, index) => (
          <label key={option.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.id}
              defaultChecked={index === 0}
              className={styles.input}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {children}
    </div>
  );
}

type BillingPriceProps = {
  /** One rendered price per billing option, keyed by option id. */
  prices: { id: BillingPeriod; content: ReactNode }[];
};

/** A plan's price for each billing option; CSS shows the one whose radio is checked. */
export function BillingPrice({ prices }: BillingPriceProps) {
  return prices.map((price) => (
    <div key={price.id} data-billing={price.id}>
      {price.content}
    </div>
  ));
}
