import type { TestimonialTab } from '@/content/types';
import { Tabs } from './islands';
import { TestimonialCard } from './TestimonialCard';

/** Customer stories one per tab (WAI-ARIA tabs); the cards are rendered on the server. */
export function TestimonialTabs({
  label,
  tabs,
  tone = 'dark',
  className,
}: {
  label: string;
  tabs: TestimonialTab[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <Tabs
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
