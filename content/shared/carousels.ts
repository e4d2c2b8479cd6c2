// Carousel presets by name (spec §9): one data file each in content/shared/carousels/ (pages name
// them by key); exported here for code and tests.
import type { CarouselConfig } from '../types';
import { sharedItem } from './load';

const preset = (key: string): CarouselConfig => sharedItem('carousels', key);

export const aboutTestimonialCarousel = preset('about-testimonial');
export const testimonialCarouselUpToThree = preset('testimonial-up-to-three');
export const heroSlidesCarousel = preset('hero-slides');
export const paymentLogoCarousel = preset('payment-logo');
export const paymentTestimonialCarousel = preset('payment-testimonial');
export const testimonialTwoCarousel = preset('testimonial-two');
export const securityLogoCarousel = preset('security-logo');
export const securityTestimonialCarousel = preset('security-testimonial');
export const blogCarousel = preset('blog');
export const brandLogoCarousel = preset('brand-logo');
export const singleTestimonialCarousel = preset('single-testimonial');
export const singleTestimonialDotsCarousel = preset('single-testimonial-dots');
