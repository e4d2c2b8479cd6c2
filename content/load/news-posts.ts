// News articles: one Markdown file each in news/ of the content root, described by
// content/collections/news.ts and read by the generic loader (described-items.ts) when first
// asked, once per content source. The article pages, the listing pages and their pagination, the
// category pages, the cards on the home variants, the feeds, the sitemap and the JSON-LD are all
// generated from these files; these functions are what the rest of the site calls them by.
import type { ArticleSummary, NewsArticle } from '../types';
import { newsCollection } from '../collections/news';
import {
  laterNewsPagesOf,
  newsCategoryPagesOf,
  newsPageCount as pageCountOf,
  relatedNewsIn,
  summaryOf,
} from '../collections/news-pages';
import type { NewsCategory, NewsCategorySlug } from '../catalog/taxonomies';
import { loadItemsIn } from './described-items';
import { currentSource, type ContentSource } from './content-source';

export { newsCategories, type NewsCategory, type NewsCategorySlug } from '../catalog/taxonomies';
export { NEWS_FEATURED, NEWS_PAGE_SIZE, summaryOf } from '../collections/news-pages';
export type { NewsArticle } from '../types';

/** Where an article is. */
export const newsArticlePath = newsCollection.itemPath;

/**
 * Every article `source` publishes, newest first (same day: by file name). One scheduled for later
 * (`publishAt`) is checked like the others, then left out; a preview build keeps it, marked.
 */
export function newsArticlesIn(source: ContentSource): NewsArticle[] {
  // News items need no words: the resolver (page files' newest posts) reads them without templates.
  return loadItemsIn(source, newsCollection, () => {
    throw new Error('news items need no words');
  });
}

/** Every article the current content publishes, newest first. */
export function newsArticles(): NewsArticle[] {
  return newsArticlesIn(currentSource());
}

/** Every article of `source` as a card, newest first. */
export function newsCardsIn(source: ContentSource): ArticleSummary[] {
  return source.cached('newsCards', () => newsArticlesIn(source).map(summaryOf));
}

/** Every article of the current content as a card, newest first. */
export function articles(): ArticleSummary[] {
  return newsCardsIn(currentSource());
}

export function newsArticleBySlug(slug: string): NewsArticle {
  const found = newsArticles().find((article) => article.slug === slug);
  if (!found) throw new Error(`No news article "${slug}" in content/news/`);
  return found;
}

/** Up to `count` other articles: the same category first, then the newest. */
export function relatedArticles(article: NewsArticle, count = 3): ArticleSummary[] {
  return relatedNewsIn(articles(), article, count);
}

export function articlesIn(slug: NewsCategorySlug): ArticleSummary[] {
  return newsArticles()
    .filter((article) => article.categorySlug === slug)
    .map(summaryOf);
}

export function newsPageCount(list: readonly unknown[] = articles()): number {
  return pageCountOf(list);
}

/** Every category's listing pages, e.g. [{ category: sales, page: 1 }, { category: sales, page: 2 }]. */
export function newsCategoryPages(): { category: NewsCategory; page: number }[] {
  return newsCategoryPagesOf(newsArticles());
}

/** Listing pages after the first, e.g. [2, 3]. */
export function laterNewsPages(): number[] {
  return laterNewsPagesOf(newsArticles());
}
