import type { PortfolioSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { PortfolioGallery } from '@/components/ui/PortfolioGallery';

/** Work samples with a category filter (radios + CSS) whose images open in the lightbox once hydrated. */
export function Portfolio({ id, eyebrow, title, lead, tone, categories, items }: PortfolioSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <PortfolioGallery
        id={id}
        label={`Filter ${title.toLowerCase()} by category`}
        categories={categories}
        items={items}
        tone={tone === 'dark' ? 'dark' : 'light'}
      />
    </SectionFrame>
  );
}
