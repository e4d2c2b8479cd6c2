import type { ProductCardsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './ProductCards.module.scss';

/** Store prices always show cents ("$120.00"), as price tags do. */
export function formatStorePrice(price: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/** Product cards; a reduced price reads "was $175.00, now $150.00" to screen readers too. */
export function ProductCards({
  id,
  eyebrow,
  title,
  lead,
  tone,
  currency,
  products,
}: ProductCardsSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.name} className={styles.card}>
            <div className={styles.media}>
              <ResponsiveImage image={product.image} />
              {product.badge ? <span className={styles.badge}>{product.badge}</span> : null}
            </div>
            <h3 className={styles.name}>{product.name}</h3>
            <p className={styles.price}>
              {product.oldPrice !== undefined ? (
                <>
                  <s className={styles.old}>
                    <span className="visually-hidden">was </span>
                    {formatStorePrice(product.oldPrice, currency)}
                  </s>{' '}
                  <span className="visually-hidden">now </span>
                </>
              ) : null}
              <span className={styles.now}>{formatStorePrice(product.price, currency)}</span>
            </p>
            <SmartLink
              href={product.link.href}
              className={`btn btn-outline-primary ${styles.link}`}
            >
              {product.link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
