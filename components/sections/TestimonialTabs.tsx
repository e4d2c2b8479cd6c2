import type { TestimonialTabsSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Tabs } from '@/components/ui/islands';
import { TestimonialCard } from '@/components/ui/TestimonialCard';
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
        <Tabs
          label={title}
          tabs={items.map((item) => item.tab)}
          tone={dark ? 'dark' : 'light'}
          className={styles.tabs}
        >
          {items.map((item) => (
            <TestimonialCard
              key={item.testimonial.id}
              testimonial={item.testimonial}
              tone={dark ? 'dark' : 'light'}
            />
          ))}
        </Tabs>
      </div>
    </section>
  );
}
