// Pins the carousel presets (content/shared/carousels.ts) to the literal settings they replaced:
// the same objects, keys in the same order (they reach the Carousel island and its CSS as they are).
import type { CarouselConfig } from '@/content/types';
import {
  aboutTestimonialCarousel,
  testimonialCarouselUpToThree,
  heroSlidesCarousel,
  paymentLogoCarousel,
  paymentTestimonialCarousel,
  testimonialTwoCarousel,
  securityLogoCarousel,
  securityTestimonialCarousel,
  blogCarousel,
  brandLogoCarousel,
  singleTestimonialCarousel,
  singleTestimonialDotsCarousel,
} from './fixtures/shared-items';

const literal: Record<string, [CarouselConfig, CarouselConfig]> = {
  aboutTestimonialCarousel: [
    aboutTestimonialCarousel,
    {
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
    },
  ],
  testimonialCarouselUpToThree: [
    testimonialCarouselUpToThree,
    {
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
    },
  ],
  heroSlidesCarousel: [
    heroSlidesCarousel,
    {
      slidesPerView: 1,
      spaceBetween: 24,
      speed: 700,
      loop: true,
      navigation: true,
      pagination: true,
      autoplay: { delay: 2000 },
    },
  ],
  paymentLogoCarousel: [
    paymentLogoCarousel,
    {
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
    },
  ],
  paymentTestimonialCarousel: [
    paymentTestimonialCarousel,
    {
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
    },
  ],
  testimonialTwoCarousel: [
    testimonialTwoCarousel,
    {
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
    },
  ],
  securityLogoCarousel: [
    securityLogoCarousel,
    {
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
    },
  ],
  securityTestimonialCarousel: [
    securityTestimonialCarousel,
    {
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
      pagination: true,
    },
  ],
  blogCarousel: [
    blogCarousel,
    {
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
    },
  ],
  brandLogoCarousel: [
    brandLogoCarousel,
    {
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
    },
  ],
  singleTestimonialCarousel: [
    singleTestimonialCarousel,
    {
      slidesPerView: 1,
      spaceBetween: 24,
      speed: 800,
      loop: true,
      navigation: true,
    },
  ],
  singleTestimonialDotsCarousel: [
    singleTestimonialDotsCarousel,
    {
      slidesPerView: 1,
      spaceBetween: 24,
      speed: 800,
      loop: true,
      pagination: true,
    },
  ],
};

describe('carousel presets', () => {
  it.each(Object.entries(literal))('%s is the same object as before', (_, [config, expected]) => {
    expect(config).toEqual(expected);
    expect(JSON.stringify(config)).toBe(JSON.stringify(expected));
  });
});
