import type { TestimonialTab } from '@/content/types';
import { Tabs } from '@/components/islands';
import { asciiSlug } from '@/lib/tab-ids';
import { TestimonialCard } from './TestimonialCard';

/** Customer stories one per tab (fragment links, WAI-ARIA tabs once hydrated); cards render on the server. */
export function TestimonialTabs({
  id,
  label,
  tabs,
  tone = 'dark',
  className,
}: {
  /** Prefix of the panels' fragment ids; defaults to the label's slug (unique on its page). */
  id?: string;
  label: string;
  tabs: TestimonialTab[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <Tabs
      id={id ?? asciiSlug(label)}
      label={label}
      tabs={tabs.map((tab) => tab.label)}
      tone={tone}
      variant="pills"
      className={className}
    >
      {tabs.map((tab) => (
        <TestimonialCard key={tab.testimonial.id} testimonial={tab.testimonial} tone={tone} />
      ))}
    </Tabs>
  );
}
