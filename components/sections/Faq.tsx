import type { FaqSection } from '@/content/types';
import { SplitSection } from '@/components/ui/SectionFrame';
import { FaqList } from '@/components/ui/FaqList';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './Faq.module.scss';

/** Frequently asked questions; one answer open at a time (native exclusive <details>). */
export function Faq({ items, openIndex, cta, ...section }: FaqSection) {
  const dark = section.tone === 'dark';
  return (
    <SplitSection
      section={section}
      className={styles.layout}
      text={
        cta ? (
          <SmartLink
            href={cta.href}
            className={`btn ${dark ? 'btn-outline-light' : 'btn-outline-primary'} mb-4`}
          >
            {cta.label}
          </SmartLink>
        ) : null
      }
    >
      <FaqList
        name={`${section.id}-items`}
        items={items}
        openIndex={openIndex}
        tone={dark ? 'dark' : 'light'}
      />
    </SplitSection>
  );
}
