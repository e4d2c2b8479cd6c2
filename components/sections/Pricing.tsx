import type { PricingSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
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

/** Price plans side by side; each feature says in words whether the plan includes it. */
export function Pricing({ id, eyebrow, title, lead, tone, plans, note }: PricingSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <ul className={styles.plans}>
        {plans.map((plan) => {
          const planId = `${id}-${plan.name.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <li
              key={plan.name}
              className={`${styles.plan} ${plan.featured ? styles.featured : ''}`}
            >
              {plan.featured ? <p className={styles.tag}>Most popular</p> : null}
              <h3 id={planId} className={styles.name}>
                {plan.name}
              </h3>
              <p className={styles.price}>
                <span className={styles.amount}>{formatPrice(plan.price, plan.currency)}</span>{' '}
                <span className={styles.period}>{plan.period}</span>
              </p>
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
      {note ? <p className={styles.note}>{note}</p> : null}
    </SectionFrame>
  );
}
