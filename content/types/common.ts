// Building blocks shared by many sections: links, images, calls to action, people and plans.

/**
 * A site path as links write it: `/` or `/x/` (the export uses trailing slashes). Which paths exist
 * is the route map's business (content/routes.ts); the content lint checks every internal href
 * against it, fragments included, so the content model need not import the routes.
 */
export type InternalPath = '/' | `/${string}/`;

/** An internal path (optionally with a fragment), or an external / mail / phone target. */
export type Href =
  | InternalPath
  | `${InternalPath}#${string}`
  | `mailto:${string}`
  | `tel:${string}`
  | `https://${string}`;

export type Img = {
  /** Path under public/, starting with `/`. */
  src: `/${string}`;
  /** Write `alt: ''` on purpose for decoration. */
  alt: string;
  width: number;
  height: number;
};

export type Cta = { label: string; href: Href; variant?: 'primary' | 'outline' | 'light' };

export type Tone = 'light' | 'soft' | 'dark';

export type Testimonial = {
  id: string;
  /** Who is quoted: a person's role or the organisation when it prefers not to be named. */
  author: string;
  role: string;
  organisation: string;
  quote: string;
  /** Short result shown as the card's headline, e.g. "2-3 days to 15 minutes". */
  headline: string;
  logo: Img;
  rating: 1 | 2 | 3 | 4 | 5;
};

/** Swiper settings as data (spec §9). Breakpoint keys are min viewport widths in px. */
export type CarouselConfig = {
  slidesPerView: number;
  spaceBetween: number;
  speed: number;
  loop: boolean;
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween?: number }>;
  /** Previous / next buttons. */
  navigation?: boolean;
  /** Clickable dots, one per slide. */
  pagination?: boolean;
  /**
   * Moves on by itself every `delay` ms; stops on hover and focus, has a pause button and never
   * runs under prefers-reduced-motion.
   */
  autoplay?: { delay: number };
};

export type Stat = { value: string; label: string };

/** A hosted product video, played in the lightbox only after a click. */
export type Video = { youtubeId: string; label: string };

export type IntegrationBadge = 'New' | 'Premium' | 'Free' | 'Popular';

/** A third-party service the platform connects to (content/shared/integrations.ts). */
export type Integration = {
  name: string;
  slug: string;
  category: string;
  /** One sentence on what the connection does for a lender. */
  description: string;
  logo: Img;
  badge?: IntegrationBadge;
  /** Switched on in every deployment ('Connected') rather than on request ('Connect'). */
  connected: boolean;
};

/** A price plan; `included: false` features are shown struck out and announced as not included. */
export type PricePlan = {
  name: string;
  /** Price in `currency` per `period`. */
  price: number;
  currency: 'USD';
  period: string;
  summary: string;
  features: { label: string; included: boolean }[];
  cta: Cta;
  /** Drawn as the recommended plan. */
  featured?: boolean;
  /**
   * Price and period text per billing option of the section's `billing` choice; when the section
   * has a billing choice, these replace `price` / `period` (which stay the no-JS fallback).
   */
  prices?: Partial<Record<BillingPeriod, { price: number; period: string }>>;
};

export type BillingPeriod = 'monthly' | 'yearly';

/** A choice of billing period above the plans (radio group); the first option starts selected. */
export type BillingChoice = {
  /** Accessible name of the choice, e.g. "Billing period". */
  label: string;
  options: { id: BillingPeriod; label: string }[];
};

export type FaqItem = { question: string; answer: string };
