// The help center: search, topics and articles.
import type { IconName } from '../icons';
import type { Cta, Href } from './common';

export type HelpArticleSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  href: Href;
};

/** The help center's search header: the page's h1 and a search over every article. */
export type HelpSearchSection = {
  type: 'helpSearch';
  eyebrow?: string;
  title: string;
  lead: string;
  /** Where the build writes the Pagefind bundle the search runs on (lib/site-search.ts). */
  bundle: `/${string}/`;
  /** Example queries offered under the field. */
  suggestions: string[];
};

/** Support articles grouped by topic in vertical tabs. */
export type HelpTopicsSection = {
  type: 'helpTopics';
  id: string;
  title: string;
  lead?: string;
  topics: { label: string; articles: HelpArticleSummary[] }[];
};

/** A long support article with a back link, related articles and quick-support links. */
export type HelpArticleSection = {
  type: 'helpArticle';
  back: Cta;
  category: string;
  title: string;
  /** ISO day of the last review. */
  updated: string;
  readingTime: string;
  /** The body's level-2 headings, for the "In this article" list. */
  contents: { id: string; text: string }[];
  /** The body as safe HTML from the Markdown pipeline (content/collections/markdown.ts). */
  html: string;
  /** Numbered steps of the body, for HowTo structured data; empty when it has none. */
  steps: string[];
  /** The line under the title in lists, used as the structured data's description. */
  excerpt: string;
  related: HelpArticleSummary[];
  support: {
    title: string;
    text: string;
    links: { icon: IconName; label: string; detail: string; href: Href }[];
  };
};
