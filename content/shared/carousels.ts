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

/** Brand logos on the digital-marketing landing page: 1 per view, 3 from 320, 4 from 768, 6 from 991. */
export const brandLogoCarousel: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 1000,
  loop: true,
  autoplay: { delay: 2500 },
  breakpoints: {
    320: { slidesPerView: 3, spaceBetween: 16 },
    768: { slidesPerView: 4, spaceBetween: 24 },
    991: { slidesPerView: 6, spaceBetween: 24 },
  },
};

/** One testimonial at a time with previous / next buttons. */
export const singleTestimonialCarousel: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 800,
  loop: true,
  navigation: true,
};

/** One testimonial at a time with clickable dots. */
export const singleTestimonialDotsCarousel: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 800,
  loop: true,
  pagination: true,
};
