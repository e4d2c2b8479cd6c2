import type { TestimonialTabsSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { TestimonialTabs as TestimonialTabPanel } from '@/components/ui/TestimonialTabs';
import styles from './TestimonialTabs.module.scss';

/** One customer quote per tab; the cards render on the server, the Tabs island only switches them. */
export function TestimonialTabs({ id, eyebrow, title, lead, tone, items }: TestimonialTabsSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className={`section tone-${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          tone={dark ? 'dark' : 'light'}
        />
        <TestimonialTabPanel
          label={title}
          tabs={items.map((item) => ({ label: item.tab, testimonial: item.testimonial }))}
          tone={dark ? 'dark' : 'light'}
          className={styles.tabs}
        />
      </div>
    </section>
  );
}
