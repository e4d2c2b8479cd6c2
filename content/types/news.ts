// News: article summaries, listings with filters and pages, an article's page.
import type { IconName } from '../icons';
import type { CarouselConfig, Cta, Href, Img, InternalPath, Tone } from './common';

export type Author = { name: string; role: string };

/** One news article as shown on a card (spec §3 "Blog or news card"). */
export type ArticleSummary = {
  /** Stable key (not a DOM id). */
  slug: string;
  /** Category label, also the card's badge. */
  category: string;
  /** The category's icon, drawn on the card's cover. */
  icon: IconName;
  title: string;
  excerpt: string;
  author: Author;
  /** ISO date, e.g. "2024-03-14". */
  date: string;
  href: Href;
};

export type FilterLink = { label: string; href: InternalPath; current: boolean };

export type PageLink = { label: string; href: InternalPath; current: boolean };

/** Previous / numbered pages / Next; an end without a page has no href (rendered disabled). */
export type Pagination = {
  label: string;
  previous?: InternalPath;
  next?: InternalPath;
  pages: PageLink[];
};

/** The article listing: category chips, featured and regular cards, pagination. */
export type NewsListSection = {
  type: 'newsList';
  id: string;
  title: string;
  filters: { label: string; links: FilterLink[] };
  articles: ArticleSummary[];
  /** How many leading cards are drawn large. */
  featured: number;
  pagination?: Pagination;
};

/** A few article cards under a heading with a link to all articles: related or latest news. */
export type NewsCardsSection = {
  type: 'newsCards';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  articles: ArticleSummary[];
  more?: Cta;
  /** Show the cards in a carousel instead of a grid. */
  carousel?: CarouselConfig;
};

/** A long-form article (the page's h1): byline, cover, the Markdown body and a sidebar quote. */
export type NewsArticleSection = {
  type: 'newsArticle';
  id: string;
  category: string;
  /** The category's page, linked from the badge. */
  categoryHref: Href;
  /** Drawn as the cover when the article has no image. */
  icon: IconName;
  title: string;
  lead: string;
  author: Author;
  date: string;
  readingTime: string;
  image?: Img;
  /** The body as safe HTML from the Markdown pipeline (content/collections/markdown.ts). */
  html: string;
  aside: {
    title: string;
    quote: string;
    name: string;
    role: string;
    avatar: Img;
  };
};

/** A lead form placed from content: copy (and a checklist) on one side, the form on the other. */
