// Landing-page sections of the home variants: logos, videos, people, pricing tables, events.
import type { CarouselConfig, Cta, Href, Img, Tone, Video } from './common';

/** A row of customer, partner or sponsor logos; a carousel when `carousel` is given. */
export type LogosSection = {
  type: 'logos';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** Each logo's alt names the organisation (or kind of organisation) it stands for. */
  logos: Img[];
  carousel?: CarouselConfig;
};

/** A band around one product video that opens in the lightbox (nothing loads before the click). */
export type VideoPromoSection = {
  type: 'videoPromo';
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  tone: Tone;
  video: Video;
  points?: string[];
  image?: Img;
};

/** People with name and role: team, speakers, advisers. */
export type PeopleSection = {
  type: 'people';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  people: {
    name: string;
    role: string;
    /** One line on what they do or will talk about. */
    bio?: string;
    /** Without a portrait, generated initials are drawn. */
    avatar?: Img;
  }[];
};

/** A countdown to a date, shown as fixed text (it does not tick; spec §4). */
export type CountdownSection = {
  type: 'countdown';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** What the countdown counts to, e.g. "Doors open 22 November, 9:00 IST". */
  target: string;
  units: { value: string; label: string }[];
  cta?: Cta;
};

/** The app stores a download badge can name. */
export type AppStore = 'appStore' | 'playStore' | 'windows';

/** Store badges for the mobile and desktop apps. */
export type AppDownloadSection = {
  type: 'appDownload';
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  tone: Tone;
  stores: { store: AppStore; href: Href }[];
  image?: Img;
};

/** Content in WAI-ARIA tabs: product features, technology areas. One panel per tab. */
export type FeatureTabsSection = {
  type: 'featureTabs';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  tabs: {
    label: string;
    title: string;
    paragraphs: string[];
    points?: string[];
    image?: Img;
    cta?: Cta;
  }[];
};

/** One row of a price table: an asset's USD price and its percent changes (sign gives direction). */
export type PriceRow = {
  name: string;
  /** Ticker or unit code, e.g. "XAU-g". */
  symbol: string;
  /** Price in USD. */
  price: number;
  /** Percent changes over 1 hour, 24 hours and 7 days, e.g. -0.42. */
  change1h: number;
  change24h: number;
  change7d: number;
};

/**
 * A table of asset prices with 1h / 24h / 7d changes. Direction is shown by arrow, sign and a
 * visually-hidden "up" / "down", never by colour alone; `note` says where the figures come from.
 */
export type PriceTableSection = {
  type: 'priceTable';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** The table's caption (visible). */
  caption: string;
  rows: PriceRow[];
  /** Small print under the table, e.g. that the prices are sample figures, not live. */
  note: string;
  cta?: Cta;
};

/**
 * A rotating hero: slides of title, lead and artwork in the shared carousel, with the calls to
 * action below it. The first slide's title is the page's h1 (in the server HTML); the others are
 * paragraphs styled alike.
 */
export type HeroSliderSection = {
  type: 'heroSlider';
  tone: Tone;
  /** Accessible name of the carousel. */
  label: string;
  slides: { eyebrow?: string; title: string; lead: string; image?: Img }[];
  primary: Cta;
  secondary?: Cta;
  carousel: CarouselConfig;
};

/** A work sample in the portfolio: its title, the filter categories it belongs to and its image. */
export type PortfolioItem = { title: string; categories: string[]; image: Img };

/**
 * Work samples behind category filter buttons ('All' first); each item opens in an image
 * lightbox with next / previous and zoom. Every item is in the HTML; filtering only hides items.
 */
export type PortfolioSection = {
  type: 'portfolio';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  /** Filter buttons after 'All', in order. */
  categories: string[];
  items: PortfolioItem[];
};

/** A product for sale: price, optional old price (struck through, read as "was") and badge. */
export type Product = {
  name: string;
  /** Price in the section's currency. */
  price: number;
  oldPrice?: number;
  /** Short label on the card, e.g. "Sale". */
  badge?: string;
  image: Img;
  link: Cta;
};

/** A small store: product cards with image, name, price and a link. */
export type ProductCardsSection = {
  type: 'productCards';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  currency: 'USD';
  products: Product[];
};

/** Upcoming events as cards: days left, date, place, title and a short summary. */
export type EventCardsSection = {
  type: 'eventCards';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  events: {
    /** Shown as "3 days left". */
    daysLeft: number;
    /** ISO date, e.g. "2026-11-26". */
    date: string;
    place: string;
    title: string;
    summary: string;
    link?: Cta;
  }[];
};

/** A multi-day programme: one tab per day (the first active), each listing its sessions. */
export type ScheduleSection = {
  type: 'schedule';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  days: {
    /** Tab label, e.g. "Day-1". */
    label: string;
    sessions: {
      speaker: string;
      role: string;
      /** Date and time as shown, e.g. "22 Nov 2026, 10:00 IST". */
      date: string;
      place: string;
      title: string;
      description: string;
    }[];
  }[];
  cta?: Cta;
};
