// What a page should show, read from its content (content/routes.ts): for specs that check every
// route of a kind against its data instead of copying its copy.
import { allContent, routes, type RoutePath } from '../../../content/routes';
import type { Cta, PricePlan, Section, Video } from '../../../content/types';

/**
 * The home page and its themed variants: `/` and every `/home-…/` route. A variant added as a
 * content file, a route entry and a page file is picked up here without touching the specs.
 */
/** Every route's content, by path. */
export const pageContent = allContent();

export const homeRoutes = routes().filter((route) => /^\/(home-[a-z-]+\/)?$/.test(route.path));

export const sectionsOf = (path: RoutePath): Section[] => pageContent[path]!.sections;

/** The page's h1 as the content gives it: the title of its first section (a slider's first slide). */
export function pageTitle(path: RoutePath): string {
  const first = sectionsOf(path)[0]!;
  if (first.type === 'heroSlider') return first.slides[0]!.title;
  if (!('title' in first)) throw new Error(`${path}: the first section has no title`);
  return first.title;
}

/** Titles of the sections after the first, in order: each is a region named by its h2. */
export function sectionTitles(path: RoutePath): string[] {
  return sectionsOf(path)
    .slice(1)
    .flatMap((section) => ('title' in section ? [section.title] : []));
}

/** Every call to action (label + href) in a value, in document order. */
export function ctasIn(value: unknown, found: Cta[] = []): Cta[] {
  if (!value || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) ctasIn(item, found);
    return found;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.label === 'string' && typeof record.href === 'string') {
    found.push(record as Cta);
  }
  for (const child of Object.values(record)) ctasIn(child, found);
  return found;
}

/** The route part of an internal href (`/contact/#form` → `/contact/`); undefined for external ones. */
export function internalPath(href: string): RoutePath | undefined {
  if (!href.startsWith('/')) return undefined;
  return href.split('#')[0] as RoutePath;
}

/** The sections that play a video in the lightbox, with the region that holds each button. */
export function videosOf(path: RoutePath): { region: string; video: Video }[] {
  return sectionsOf(path).flatMap((section) => {
    if (section.type === 'hero' && section.video) {
      return [{ region: section.title, video: section.video }];
    }
    if (section.type === 'videoPromo') return [{ region: section.title, video: section.video }];
    return [];
  });
}

/** Tabs sections as label list and a text each panel shows, whatever the section type. */
export function tabSetsOf(path: RoutePath): { region: string; tabs: string[]; panels: string[] }[] {
  return sectionsOf(path).flatMap((section) => {
    switch (section.type) {
      case 'testimonialTabs':
        return [
          {
            region: section.title,
            tabs: section.items.map((item) => item.tab),
            panels: section.items.map((item) => item.testimonial.headline),
          },
        ];
      case 'featureTabs':
        return [
          {
            region: section.title,
            tabs: section.tabs.map((tab) => tab.label),
            panels: section.tabs.map((tab) => tab.title),
          },
        ];
      case 'agenda':
        return [
          {
            region: section.title,
            tabs: section.days.map((day) => day.label),
            panels: section.days.map((day) => day.sessions[0]!.title),
          },
        ];
      default:
        return [];
    }
  });
}

/** A price as the price cards print it: "$49", or "$2.99" where a plan has cents. */
export function priceText(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** The period a plan shows first (the first billing option's, where the section has a switch). */
export function shownPeriod(plan: PricePlan, billing?: { options: { id: string }[] }): string {
  const first = billing?.options[0]?.id as keyof NonNullable<PricePlan['prices']> | undefined;
  return (first && plan.prices?.[first]?.period) ?? plan.period;
}

/** The price a plan shows first (the first billing option's, where the section has a switch). */
export function shownPrice(plan: PricePlan, billing?: { options: { id: string }[] }): number {
  const first = billing?.options[0]?.id as keyof NonNullable<PricePlan['prices']> | undefined;
  return (first && plan.prices?.[first]?.price) ?? plan.price;
}
