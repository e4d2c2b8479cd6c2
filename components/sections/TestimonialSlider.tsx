import type { TestimonialSliderSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { ArrowCarousel } from '@/components/ui/ArrowCarousel';
import { TestimonialCard } from '@/components/ui/TestimonialCard';
import { SmartLink } from '@/components/ui/SmartLink';

/**
 * Customer testimonials in a carousel; the cards render on the server, Swiper only moves them.
 * Optional buttons under it use utility classes only (the site-wide CSS budget is full).
 */
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
      <ArrowCarousel id={`${id}-carousel`} label={title} config={carousel} tone={tone}>
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.id}
            testimonial={testimonial}
            tone={tone === 'dark' ? 'dark' : 'light'}
          />
        ))}
      </ArrowCarousel>
      {actions ? (
        <p className="text-center mt-3 mb-0">
          {[actions.primary, actions.secondary].map((cta, index) => {
            if (!cta) return null;
            const dark = tone === 'dark';
            const look =
              index === 0
                ? dark
                  ? 'btn-light'
                  : 'btn-primary'
                : dark
                  ? 'btn-outline-light'
                  : 'btn-outline-primary';
            return (
              <SmartLink
                key={cta.label}
                href={cta.href}
                className={`btn btn-lg ${look} mt-2 ms-1 me-1`}
              >
                {cta.label}
              </SmartLink>
            );
          })}
        </p>
      ) : null}
    </SectionFrame>
  );
}
