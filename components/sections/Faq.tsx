import type { FaqSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { FaqList } from '@/components/ui/FaqList';
import { SmartLink } from '@/components/ui/SmartLink';
import styles from './Faq.module.scss';

/** Frequently asked questions; one answer open at a time (native exclusive <details>). */
export function Faq({ id, eyebrow, title, lead, tone, items, openIndex, cta }: FaqSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className={`section tone-${tone}`} aria-labelledby={headingId}>
      <div className={`container ${styles.layout}`}>
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align="start"
            tone={dark ? 'dark' : 'light'}
          />
          {cta ? (
            <SmartLink
              href={cta.href}
              className={`btn ${dark ? 'btn-outline-light' : 'btn-outline-primary'} mb-4`}
            >
              {cta.label}
            </SmartLink>
          ) : null}
        </div>
        <FaqList
          name={`${id}-items`}
          items={items}
          openIndex={openIndex}
          tone={dark ? 'dark' : 'light'}
        />
      </div>
    </section>
  );
}
