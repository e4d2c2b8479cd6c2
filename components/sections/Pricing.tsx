import type { PricePlan, PricingSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { BillingPrice, BillingSwitch } from '@/components/ui/BillingSwitch';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
import styles from './Pricing.module.scss';

export function formatPrice(price: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    // Whole prices read "$49"; cents are kept where a plan has them ("$2.99").
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

function PriceLine({ price, currency, period }: Pick<PricePlan, 'price' | 'currency' | 'period'>) {
  return (
    <p className={styles.price}>
      <span className={styles.amount}>{formatPrice(price, currency)}</span>{' '}
      <span className={styles.period}>{period}</span>
    </p>
  );
}

/** A plan's price: one fixed price, or one per billing option when the section has a switch. */
function PlanPrice({ plan, billing }: { plan: PricePlan; billing: PricingSection['billing'] }) {
  const prices = billing?.options.flatMap((option) => {
    const price = plan.prices?.[option.id];
    return price ? [{ id: option.id, ...price }] : [];
  });
  if (!billing || !prices?.length) {
    return <PriceLine price={plan.price} currency={plan.currency} period={plan.period} />;
  }
  return (
    <BillingPrice
      prices={prices.map((price) => ({
        id: price.id,
        content: <PriceLine price={price.price} currency={plan.currency} period={price.period} />,
      }))}
    />
  );
}

/** Price plans side by side; each feature says in words whether the plan includes it. */
export function Pricing({ id, eyebrow, title, lead, tone, plans, billing, note }: PricingSection) {
  const list = (
    <ul className={styles.plans}>
      {plans.map((plan) => {
        const planId = `${id}-${plan.name.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <li key={plan.name} className={`${styles.plan} ${plan.featured ? styles.featured : ''}`}>
            {plan.featured ? <p className={styles.tag}>Most popular</p> : null}
            <h3 id={planId} className={styles.name}>
              {plan.name}
            </h3>
            <PlanPrice plan={plan} billing={billing} />
            <p className={styles.summary}>{plan.summary}</p>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li
                  key={feature.label}
                  className={feature.included ? styles.included : styles.excluded}
                >
                  <Icon name={feature.included ? 'check' : 'cross'} size={18} />
                  <span className="visually-hidden">
                    {feature.included ? 'Included: ' : 'Not included: '}
                  </span>
                  {feature.label}
                </li>
              ))}
            </ul>
            <SmartLink
              href={plan.cta.href}
              className={`btn ${plan.featured ? 'btn-primary' : 'btn-outline-primary'} ${styles.cta}`}
            >
              {plan.cta.label}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      {billing ? (
        <BillingSwitch
          name={`${id}-billing`}
          label={billing.label}
          options={billing.options}
          tone={tone === 'dark' ? 'dark' : 'light'}
        >
          {list}
        </BillingSwitch>
      ) : (
        list
      )}
      {note ? <p className={styles.note}>{note}</p> : null}
    </SectionFrame>
  );
}
