// Carousels as the content declares them, for specs that check every carousel on every route.
import { allContent } from '../../../content/routes';
import type { CarouselConfig } from '../../../content/types';

const pageContent = allContent();

export type RouteCarousel = { path: string; index: number; config: CarouselConfig };

/** Every carousel config in a value, in document order (one carousel per section). */
function collect(value: unknown, found: CarouselConfig[]) {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.slidesPerView === 'number' && typeof record.loop === 'boolean') {
    found.push(record as CarouselConfig);
    return;
  }
  for (const child of Object.values(record)) collect(child, found);
}

/** The n-th carousel of each route (DOM order is content order: sections render in order). */
export function routeCarousels(): RouteCarousel[] {
  return Object.entries(pageContent).flatMap(([path, page]) => {
    const found: CarouselConfig[] = [];
    collect(page.sections, found);
    return found.map((config, index) => ({ path, index, config }));
  });
}
