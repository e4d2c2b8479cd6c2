import type { FaqSection } from '@/content/types';
import { SplitSection } from '@/components/ui/SectionFrame';
import { FaqList } from '@/components/ui/FaqList';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './Faq.module.scss';

/** Frequently asked questions; one answer open at a time (native exclusive <details>). */
export function Faq({ id, eyebrow, title, lead, tone, items, openIndex, cta }: FaqSection) {
  const dark = tone === 'dark';
  return (
    <SplitSection
      id={id}
      tone={tone}
      eyebrow={eyebrow}
      title={title}
      lead={lead}
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
        name={`${id}-items`}
        items={items}
        openIndex={openIndex}
        tone={dark ? 'dark' : 'light'}
      />
    </SplitSection>
  );
}
