// Carousel settings from spec §9, named for what they show, built from two presets.
import type { CarouselConfig } from '../types';

type Options = {
  /** Previous / next buttons (default on). */
  navigation?: boolean;
  pagination?: boolean;
  /** Moves on every this many ms. */
  autoplay?: number;
  breakpoints?: CarouselConfig['breakpoints'];
};

/** A looping carousel: slides per view, gap and speed, then what it adds. */
function carousel(
  slidesPerView: number,
  spaceBetween: number,
  speed: number,
  { navigation = true, pagination, autoplay, breakpoints }: Options = {},
): CarouselConfig {
  return {
    slidesPerView,
    spaceBetween,
    speed,
    loop: true,
    ...(navigation ? { navigation } : {}),
    ...(pagination ? { pagination } : {}),
    ...(autoplay ? { autoplay: { delay: autoplay } } : {}),
    ...(breakpoints ? { breakpoints } : {}),
  };
}

/** Slides per view (and gap, where one is given: null keeps the carousel's) from each width up. */
function steps(
  widths: number[],
  views: number[],
  gaps: (number | null)[] = [],
): NonNullable<CarouselConfig['breakpoints']> {
  return Object.fromEntries(
    widths.map((width, i) => {
      const gap = gaps[i] ?? null;
      return [
        width,
        gap === null
          ? { slidesPerView: views[i]! }
          : { slidesPerView: views[i]!, spaceBetween: gap },
      ];
    }),
  );
}

/** Phone, tablet, desktop: 320, 768 and 991 px. */
const upTo = (views: number[], gaps?: (number | null)[]) => steps([320, 768, 991], views, gaps);
/** Five steps: 320, 640, 768, 1024 and 1142 px. */
const fine = (views: number[], gaps?: (number | null)[]) =>
  steps([320, 640, 768, 1024, 1142], views, gaps);

/** About-page testimonials: 2 per view, 1 on phones. */
export const aboutTestimonialCarousel = carousel(2, 30, 300, {
  breakpoints: fine([1, 1, 2, 2, 2], [null, null, 20, 25, 30]),
});

/** Testimonial cards, up to three per view (spec §9 "Testimonial one"): 1, 2 at 768, 3 at 991. */
export const testimonialCarouselUpToThree = carousel(1, 30, 300, { breakpoints: upTo([1, 2, 3]) });

/** Rotating hero slides (game hosting theme): one per view, moves on every 2 s. */
export const heroSlidesCarousel = carousel(1, 24, 700, { pagination: true, autoplay: 2000 });

/** Customer logos on the payments app page: 2, 3 from 768 px, 5 from 991 px. */
export const paymentLogoCarousel = carousel(2, 24, 1000, {
  autoplay: 2500,
  breakpoints: upTo([2, 3, 5], [16, 24, 24]),
});

/** Testimonials on the payments app page: 1 to 640 px, 2 from 768, 3 from 1024. */
export const paymentTestimonialCarousel = carousel(3, 24, 1000, {
  autoplay: 3000,
  breakpoints: fine([1, 1, 2, 3, 3], [null, null, 20, 25, 30]),
});

/** Testimonial two (spec §9): 1 up to 640 px, 2 from 768 px, 3 from 1142 px; gap 20-25, 700 ms. */
export const testimonialTwoCarousel = carousel(1, 20, 700, {
  breakpoints: fine([1, 1, 2, 2, 3], [20, 20, 20, 25, 25]),
});

/** Security campaign client logos (spec §9 cyber logo slider): 2, 3, 5 per view; 700 ms. */
export const securityLogoCarousel = carousel(2, 24, 700, { breakpoints: upTo([2, 3, 5]) });

/** Security campaign testimonials: testimonial one's layout with clickable pagination dots. */
export const securityTestimonialCarousel: CarouselConfig = {
  ...testimonialCarouselUpToThree,
  pagination: true,
};

/** Blog slider (spec §9): 1, 2, 3 per view at 320, 768, 991 px; 1000 ms; autoplay every 2.5 s. */
export const blogCarousel = carousel(1, 30, 1000, { autoplay: 2500, breakpoints: upTo([1, 2, 3]) });

/** Brand logos on the digital-marketing landing page: 1 per view, 3 from 320, 4 from 768, 6 from 991. */
export const brandLogoCarousel = carousel(1, 24, 1000, {
  navigation: false,
  autoplay: 2500,
  breakpoints: upTo([3, 4, 6], [16, 24, 24]),
});

/** One testimonial at a time with previous / next buttons. */
export const singleTestimonialCarousel = carousel(1, 24, 800);

/** One testimonial at a time with clickable dots. */
export const singleTestimonialDotsCarousel = carousel(1, 24, 800, {
  navigation: false,
  pagination: true,
});
