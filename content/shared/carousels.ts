// Carousel settings from spec §9, named for what they show.
import type { CarouselConfig } from '../types';

/** About-page testimonials: 2 per view, 1 on phones. */
export const aboutTestimonialCarousel: CarouselConfig = {
  slidesPerView: 2,
  spaceBetween: 30,
  speed: 300,
  loop: true,
  navigation: true,
  breakpoints: {
    320: { slidesPerView: 1 },
    640: { slidesPerView: 1 },
    768: { slidesPerView: 2, spaceBetween: 20 },
    1024: { slidesPerView: 2, spaceBetween: 25 },
    1142: { slidesPerView: 2, spaceBetween: 30 },
  },
};

/** Customer testimonials, three across on desktop (spec §9 "Testimonial one"): 1, 2 at 768, 3 at 991. */
export const testimonialThreeUpCarousel: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 30,
  speed: 300,
  loop: true,
  navigation: true,
  breakpoints: {
    320: { slidesPerView: 1 },
    768: { slidesPerView: 2 },
    991: { slidesPerView: 3 },
  },
};
