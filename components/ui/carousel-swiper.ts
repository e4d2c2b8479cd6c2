// Swiper core and the modules the carousels use, loaded by the Carousel island only when a carousel
// nears the viewport or is reached for. Swiper starts on the server-rendered markup in place.
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import type { CarouselConfig } from '@/content/types';
import { toSwiperOptions } from './carousel-config';

export type CarouselSwiper = Swiper;

type Start = {
  config: CarouselConfig;
  reducedMotion: boolean;
  /** The slide at the start of the view when Swiper takes over (the visitor may have scrolled). */
  initialSlide: number;
  /** Selectors of the server's previous / next links (one next link per slides-per-view layout). */
  nextEl?: string;
  prevEl?: string;
};

/**
 * Starts Swiper on `.swiper` (the server's scroll-snap strip): it adds its classes, sizes the slides
 * and, in loop mode, moves slide nodes around; it never re-renders them.
 */
export function startSwiper(
  element: HTMLElement,
  { config, reducedMotion, initialSlide, nextEl, prevEl }: Start,
): CarouselSwiper {
  return new Swiper(element, {
    modules: [Navigation, Autoplay, A11y],
    ...toSwiperOptions(config, reducedMotion),
    initialSlide,
    // A11y skips focus-driven moves for slides it already sees as visible.
    watchSlidesProgress: true,
    // The links keep their icons; Navigation adds its click handler (which prevents the fragment
    // jump) and its disabled class at the ends of a carousel that does not loop.
    navigation: nextEl ? { nextEl, prevEl, addIcons: false } : false,
    // Runs from the start; the island stops and restarts it (pause button, hover, focus, reduced
    // motion). With no transition (reduced motion) there is no transitionend to wait for.
    autoplay: config.autoplay
      ? {
          delay: config.autoplay.delay,
          disableOnInteraction: false,
          waitForTransition: !reducedMotion,
        }
      : false,
    a11y: {
      // The server already labels the slides "n of N" (with the carousel's own role description);
      // the island keeps aria-live in step with autoplay, which A11y sets only once.
      slideLabelMessage: '',
      wrapperLiveRegion: false,
      prevSlideMessage: 'Previous slide',
      nextSlideMessage: 'Next slide',
    },
  });
}
