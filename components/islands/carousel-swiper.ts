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
  const swiper = new Swiper(element, {
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
  keepTapsAcrossResizes(swiper);
  return swiper;
}

/**
 * In loop mode Swiper re-seats the current slide after every resize with slideToLoop(), which
 * reckons the slide's position at once but moves there a frame later: a tap on Next in between is
 * undone. Its ResizeObserver reports a resize right after start (it compares the fractional
 * observed size with the integer one Swiper measured), so the first tap after Swiper takes over
 * was lost now and then (3 of 90 clicks right after load in the e2e runs). A re-seat on the same
 * slide happens at once instead; every other call is Swiper's own.
 */
function keepTapsAcrossResizes(swiper: Swiper) {
  const slideToLoop = swiper.slideToLoop;
  swiper.slideToLoop = function (index, speed, runCallbacks, internal) {
    if (internal && this.params.loop && index === this.realIndex) {
      return this.slideTo(this.activeIndex, speed, runCallbacks, internal);
    }
    return slideToLoop.call(this, index, speed, runCallbacks, internal);
  };
}
