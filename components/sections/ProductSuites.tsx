import type { ProductSuitesSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Icon } from '@/components/ui/Icon';
import { CheckList } from '@/components/ui/CheckList';
import { interfaceWords } from '@/content/copy/interface-words';
import styles from './ProductSuites.module.scss';

/** The product suites in detail: a jump list, then one card per suite with its capabilities. */
export function ProductSuites({ id, eyebrow, title, lead, tone, suites }: ProductSuitesSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <nav aria-label={interfaceWords.productSuitesNav} className={styles.jump}>
        <ul>
          {suites.map((suite) => (
            <li key={suite.id}>
              <a href={`#${suite.id}`}>{suite.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.grid}>
        {suites.map((suite) => (
          <li key={suite.id} id={suite.id} className={styles.card}>
            <div className={styles.head}>
              <span className={styles.icon}>
                <Icon name={suite.icon} size={24} />
              </span>
              <div>
                <h3 className={styles.name}>{suite.name}</h3>
                <p className={styles.audience}>For {suite.audience}</p>
              </div>
            </div>
            <p className={styles.summary}>{suite.summary}</p>
            <CheckList
              items={suite.capabilities}
              className={styles.capabilities}
              checkClassName={styles.check}
              aria-label={`${suite.name} capabilities`}
            />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
