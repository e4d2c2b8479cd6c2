// Help-center articles: one Markdown file each in help/ of the content root, described by
// content/collections/help.ts and read by the generic loader (described.ts) when first asked,
// once per content source. The topic tabs and the article pages are generated from these files;
// the site search indexes the article pages (lib/site-search.ts). These functions are what the
// rest of the site calls them by.
import type { HelpArticle, HelpArticleSummary } from '../types';
import { helpCollection } from '../collections/help';
import {
  helpPaths,
  helpTopicListsOf,
  helpTopicPagesOf,
  relatedHelpIn,
  summaryOf,
  type HelpTopicList,
} from '../collections/help-pages';
import type { HelpTopic } from '../catalog/taxonomies';
import { loadDescribedIn } from './described';
import { currentSource, type ContentSource } from './content-source';

export { helpTopics, type HelpTopic } from '../catalog/taxonomies';
export {
  HELP_PAGE_SIZE,
  HELP_TAB_SIZE,
  helpTopicPageCount,
  summaryOf,
  type HelpTopicList,
} from '../collections/help-pages';
export type { HelpArticle } from '../types';

/** Where an article is. */
export const helpArticlePath = helpCollection.itemPath;

/** A topic's listing page: page 1 at `/help-center/topic/<topic>/`, later pages `page/<n>/`. */
export const helpTopicPagePath = helpPaths.topicPage;

/**
 * Every article `source` publishes, by topic in the order of helpTopics, then by title. One
 * scheduled for later (`publishAt`) is left out, and out of the others' related lists (a preview
 * build keeps it, `scheduled`).
 */
export function helpArticlesIn(source: ContentSource): HelpArticle[] {
  return loadDescribedIn(source, helpCollection).items;
}

/** Every article the current content publishes, by topic then title. */
export function helpArticles(): HelpArticle[] {
  return helpArticlesIn(currentSource());
}

export function articlesIn(topic: HelpTopic): HelpArticle[] {
  return helpArticles().filter((article) => article.category === topic);
}

export function articleBySlug(slug: string): HelpArticle {
  const article = helpArticles().find((entry) => entry.slug === slug);
  if (!article) throw new Error(`No help article "${slug}" in content/help/`);
  return article;
}

/** The articles listed beside one: its own picks, else (or then) others of its topic. */
export function relatedHelpArticles(article: HelpArticle, count = 4): HelpArticleSummary[] {
  return relatedHelpIn(helpArticles().map(summaryOf), article, count);
}

/** The listings the help center links to in `source`: all articles first, then each topic in order. */
export function helpTopicListsIn(source: ContentSource): HelpTopicList[] {
  return source.cached('helpTopicLists', () => {
    const { items, words } = loadDescribedIn(source, helpCollection);
    return helpTopicListsOf(items, words.topic);
  });
}

/** The listings the help center links to in the current content. */
export function helpTopicLists(): HelpTopicList[] {
  return helpTopicListsIn(currentSource());
}

export function helpTopicList(slug: string): HelpTopicList {
  const list = helpTopicLists().find((entry) => entry.slug === slug);
  if (!list) throw new Error(`No help topic "${slug}"`);
  return list;
}

/** Every topic's listing pages, e.g. [{ topic: all, page: 1 }, { topic: all, page: 2 }, …]. */
export function helpTopicPages(): { topic: HelpTopicList; page: number }[] {
  return helpTopicPagesOf(helpTopicLists());
}
