// Maps the content's carousel config to Swiper options, and to the CSS and links that make the
// server-rendered HTML a working carousel before Swiper starts (or without scripts at all).
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

export type Layout = { slidesPerView: number; spaceBetween: number };
/** A layout and the viewport widths it holds for: from `from` px up to (not including) `to`. */
export type LayoutRange = Layout & { from: number; to?: number };

/**
 * The layouts Swiper picks across viewport widths, narrowest first. A breakpoint without a gap
 * takes the config's default gap (Swiper merges each breakpoint onto the original options).
 */
export function layoutRanges(config: CarouselConfig): LayoutRange[] {
  const ranges: LayoutRange[] = [
    { from: 0, slidesPerView: config.slidesPerView, spaceBetween: config.spaceBetween },
  ];
  const points = Object.keys(config.breakpoints ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  for (const point of points) {
    const value = config.breakpoints?.[point];
    if (!value) continue;
    ranges[ranges.length - 1]!.to = point;
    ranges.push({
      from: point,
      slidesPerView: value.slidesPerView,
      spaceBetween: value.spaceBetween ?? config.spaceBetween,
    });
  }
  return ranges;
}

/** Slides per view and gap in effect at a viewport width (what Swiper will pick). */
export function layoutAt(config: CarouselConfig, viewportWidth: number): Layout {
  const range = layoutRanges(config).findLast((candidate) => viewportWidth >= candidate.from)!;
  return { slidesPerView: range.slidesPerView, spaceBetween: range.spaceBetween };
}

/** Element id of slide `index` (0-based) of a carousel: the fragment its links point to. */
export const slideId = (carouselId: string, index: number) => `${carouselId}-slide-${index + 1}`;

/**
 * Targets of the "Next slide" link before Swiper runs: the first slide after those in view at the
 * start, which depends on the slides per view, so there is one link per distinct target and CSS
 * shows the one for the current width. `slide` is 0-based; `ranges` are where that link shows.
 */
export function nextLinks(config: CarouselConfig, slideCount: number) {
  const links: { slide: number; ranges: LayoutRange[] }[] = [];
  for (const range of layoutRanges(config)) {
    const slide = Math.min(range.slidesPerView, slideCount - 1);
    const link = links.find((candidate) => candidate.slide === slide);
    if (link) link.ranges.push(range);
    else links.push({ slide, ranges: [range] });
  }
  return links;
}

const media = ({ from, to }: LayoutRange) =>
  [from > 0 ? `(min-width:${from}px)` : '', to ? `(max-width:${to - 0.02}px)` : '']
    .filter(Boolean)
    .join(' and ');

/**
 * CSS for a carousel with the given element id: the slide widths and gaps before Swiper starts
 * (so the server HTML shows the right number per view and nothing moves when Swiper takes over),
 * and which "Next slide" link shows at each width.
 */
export function carouselCss(id: string, config: CarouselConfig, slideCount: number): string {
  let css = '';
  for (const range of layoutRanges(config)) {
    const { slidesPerView, spaceBetween } = range;
    const rule = `#${id} .swiper:not(.swiper-initialized) .swiper-slide{width:calc((100% - ${
      spaceBetween * (slidesPerView - 1)
    }px) / ${slidesPerView});margin-right:${spaceBetween}px}`;
    // Later ranges override earlier ones, as Swiper's breakpoints do.
    css += range.from > 0 ? `@media (min-width:${range.from}px){${rule}}` : rule;
  }
  const links = nextLinks(config, slideCount);
  if (links.length > 1) {
    for (const link of links) {
      for (const range of layoutRanges(config)) {
        if (link.ranges.some((own) => own.from === range.from)) continue;
        const hide = `#${id} [data-next="${link.slide}"]{display:none}`;
        const query = media(range);
        css += query ? `@media ${query}{${hide}}` : hide;
      }
    }
  }
  return css;
}
