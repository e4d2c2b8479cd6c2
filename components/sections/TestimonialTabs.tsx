import type { TestimonialTabsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { TestimonialTabs as TestimonialTabPanel } from '@/components/ui/TestimonialTabs';
import styles from './TestimonialTabs.module.scss';

/** One customer quote per tab; the cards render on the server, the Tabs island only switches them. */
export function TestimonialTabs({ id, eyebrow, title, lead, tone, items }: TestimonialTabsSection) {
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <TestimonialTabPanel
        id={id}
        label={title}
        tabs={items.map((item) => ({ label: item.tab, testimonial: item.testimonial }))}
        tone={dark ? 'dark' : 'light'}
        className={styles.tabs}
      />
    </SectionFrame>
  );
}
