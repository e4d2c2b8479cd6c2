import type { TestimonialSliderSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Carousel } from '@/components/ui/islands';
import { Icon } from '@/components/ui/Icon';
import { TestimonialCard } from '@/components/ui/TestimonialCard';
import { CtaButtons } from '@/components/ui/CtaButtons';
import styles from './TestimonialSlider.module.scss';

/** Customer testimonials in a carousel; the cards render on the server, Swiper only moves them. */
export function TestimonialSlider({
  id,
  eyebrow,
  title,
  lead,
  tone,
  testimonials,
  carousel,
  actions,
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
      {actions ? (
        <p className={styles.actions}>
          <CtaButtons
            primary={actions.primary}
            secondary={actions.secondary}
            dark={tone === 'dark'}
          />
        </p>
      ) : null}
    </SectionFrame>
  );
}
