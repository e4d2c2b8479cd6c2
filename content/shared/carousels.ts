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

/** Testimonial cards, up to three per view (spec §9 "Testimonial one"): 1, 2 at 768, 3 at 991. */
export const testimonialCarouselUpToThree: CarouselConfig = {
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

/** Rotating hero slides (game hosting theme): one per view, moves on every 2 s. */
export const heroSlidesCarousel: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 24,
  speed: 700,
  loop: true,
  navigation: true,
  pagination: true,
  autoplay: { delay: 2000 },
};

/** Customer logos on the payments app page: 2, 3 from 768 px, 5 from 991 px. */
export const paymentLogoCarousel: CarouselConfig = {
  slidesPerView: 2,
  spaceBetween: 24,
  speed: 1000,
  loop: true,
  navigation: true,
  autoplay: { delay: 2500 },
  breakpoints: {
    320: { slidesPerView: 2, spaceBetween: 16 },
    768: { slidesPerView: 3, spaceBetween: 24 },
    991: { slidesPerView: 5, spaceBetween: 24 },
  },
};

/** Testimonials on the payments app page: 1 to 640 px, 2 from 768, 3 from 1024. */
export const paymentTestimonialCarousel: CarouselConfig = {
  slidesPerView: 3,
  spaceBetween: 24,
  speed: 1000,
  loop: true,
  navigation: true,
  autoplay: { delay: 3000 },
  breakpoints: {
    320: { slidesPerView: 1 },
    640: { slidesPerView: 1 },
    768: { slidesPerView: 2, spaceBetween: 20 },
    1024: { slidesPerView: 3, spaceBetween: 25 },
    1142: { slidesPerView: 3, spaceBetween: 30 },
  },
};

/** Testimonial two (spec §9): 1 up to 640 px, 2 from 768 px, 3 from 1142 px; gap 20-25, 700 ms. */
export const testimonialTwoCarousel: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 20,
  speed: 700,
  loop: true,
  navigation: true,
  breakpoints: {
    320: { slidesPerView: 1, spaceBetween: 20 },
    640: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 20 },
    1024: { slidesPerView: 2, spaceBetween: 25 },
    1142: { slidesPerView: 3, spaceBetween: 25 },
  },
};

/** Security campaign client logos (spec §9 cyber logo slider): 2, 3, 5 per view; 700 ms. */
export const securityLogoCarousel: CarouselConfig = {
  slidesPerView: 2,
  spaceBetween: 24,
  speed: 700,
  loop: true,
  navigation: true,
  breakpoints: {
    320: { slidesPerView: 2 },
    768: { slidesPerView: 3 },
    991: { slidesPerView: 5 },
  },
};

/** Security campaign testimonials: testimonial one's layout with clickable pagination dots. */
export const securityTestimonialCarousel: CarouselConfig = {
  ...testimonialCarouselUpToThree,
  pagination: true,
};

/** Blog slider (spec §9): 1, 2, 3 per view at 320, 768, 991 px; 1000 ms; autoplay every 2.5 s. */
export const blogCarousel: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 30,
  speed: 1000,
  loop: true,
  navigation: true,
  autoplay: { delay: 2500 },
  breakpoints: {
    320: { slidesPerView: 1 },
    768: { slidesPerView: 2 },
    991: { slidesPerView: 3 },
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
