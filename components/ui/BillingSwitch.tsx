'use client';
// Client island: the monthly / yearly choice needs state shared by the switch and every plan's
// price. Both prices are in the server HTML; the inactive one carries `hidden`.
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import type { BillingChoice, BillingPeriod } from '@/content/types';
import styles from './BillingSwitch.module.scss';

const ActiveBilling = createContext<BillingPeriod | null>(null);

type BillingSwitchProps = BillingChoice & {
  /** The plans; their `BillingPrice`s follow the selected option. */
  children: ReactNode;
  tone?: 'light' | 'dark';
};

/** A radio group "Billing period" above the plans; the first option starts selected. */
export function BillingSwitch({ label, options, children, tone = 'light' }: BillingSwitchProps) {
  const name = useId();
  const [active, setActive] = useState<BillingPeriod>(options[0]?.id ?? 'monthly');
  const [announced, setAnnounced] = useState('');
  return (
    <ActiveBilling.Provider value={active}>
      <fieldset className={`${styles.switch} ${tone === 'dark' ? styles.dark : ''}`}>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === active}
              onChange={() => {
                setActive(option.id);
                setAnnounced(`Showing ${option.label.toLowerCase()} prices`);
              }}
              className={styles.input}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <p role="status" className="visually-hidden">
        {announced}
      </p>
      {children}
    </ActiveBilling.Provider>
  );
}

type BillingPriceProps = {
  /** One rendered price per billing option, keyed by option id. */
  prices: { id: BillingPeriod; content: ReactNode }[];
};

/** A plan's price for each billing option; only the selected option's is shown. */
export function BillingPrice({ prices }: BillingPriceProps) {
  const active = useContext(ActiveBilling) ?? prices[0]?.id;
  return prices.map((price) => (
    <div key={price.id} hidden={price.id !== active} data-billing={price.id}>
      {price.content}
    </div>
  ));
}
