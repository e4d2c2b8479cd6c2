import type { TestimonialSliderSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Carousel } from '@/components/ui/islands';
import { Icon } from '@/components/ui/Icon';
import { TestimonialCard } from '@/components/ui/TestimonialCard';

/** Customer testimonials in a carousel; the cards render on the server, Swiper only moves them. */
export function TestimonialSlider({
  id,
  eyebrow,
  title,
  lead,
  tone,
  testimonials,
  carousel,
}: TestimonialSliderSection) {
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <Carousel
        id={`${id}-carousel`}
        label={title}
        config={carousel}
        tone={tone === 'dark' ? 'dark' : 'light'}
        previousIcon={<Icon name="arrowLeft" />}
        nextIcon={<Icon name="arrowRight" />}
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.id}
            testimonial={testimonial}
            tone={tone === 'dark' ? 'dark' : 'light'}
          />
        ))}
      </Carousel>
    </SectionFrame>
  );
}
