// Maps the content's carousel config to Swiper options and to CSS that lays the slides out
// before Swiper starts, so the server-rendered HTML already shows the right number per view.
import type { CarouselConfig } from '@/content/types';

export type SwiperOptionsFromConfig = {
  slidesPerView: number;
  spaceBetween: number;
  speed: number;
  loop: boolean;
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween: number }>;
};

export function toSwiperOptions(
  config: CarouselConfig,
  reducedMotion = false,
): SwiperOptionsFromConfig {
  const breakpoints = config.breakpoints
    ? Object.fromEntries(
        Object.entries(config.breakpoints).map(([width, value]) => [
          Number(width),
          {
            slidesPerView: value.slidesPerView,
            spaceBetween: value.spaceBetween ?? config.spaceBetween,
          },
        ]),
      )
    : undefined;
  return {
    slidesPerView: config.slidesPerView,
    spaceBetween: config.spaceBetween,
    speed: reducedMotion ? 0 : config.speed,
    loop: config.loop,
    breakpoints,
  };
}

/** Slides per view and gap in effect at a viewport width (what Swiper will pick). */
export function layoutAt(config: CarouselConfig, viewportWidth: number) {
  let layout = { slidesPerView: config.slidesPerView, spaceBetween: config.spaceBetween };
  const points = Object.keys(config.breakpoints ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  for (const point of points) {
    const value = config.breakpoints?.[point];
    if (value && viewportWidth >= point) {
      layout = {
        slidesPerView: value.slidesPerView,
        spaceBetween: value.spaceBetween ?? config.spaceBetween,
      };
    }
  }
  return layout;
}

/** CSS for the pre-hydration layout of a carousel with the given element id. */
export function preInitCss(id: string, config: CarouselConfig): string {
  const rule = (slidesPerView: number, gap: number) =>
    `#${id} .swiper:not(.swiper-initialized) .swiper-slide{width:calc((100% - ${
      gap * (slidesPerView - 1)
    }px) / ${slidesPerView});margin-right:${gap}px}`;
  const points = Object.keys(config.breakpoints ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  // Below the first breakpoint Swiper uses the defaults.
  let css = rule(config.slidesPerView, config.spaceBetween);
  for (const point of points) {
    const value = config.breakpoints?.[point];
    if (!value) continue;
    css += `@media (min-width:${point}px){${rule(
      value.slidesPerView,
      value.spaceBetween ?? config.spaceBetween,
    )}}`;
  }
  return css;
}
