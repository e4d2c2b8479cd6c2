// News articles: one Markdown file each in news/ of the content root (front matter checked by
// newsSchema), read when first asked, once per content source. The article pages, the listing pages and their pagination, the category pages, the cards on
// the home variants, the sitemap and the JSON-LD are all generated from these files.
import type { ArticleSummary, Img, NewsArticle } from '../types';
import { loadCollection } from './markdown-collection';
import { ImageFileError, type ImageFields } from '../schema/image';
import { ContentError } from '../schema/errors';
import type { FocusPoint } from '../catalog/image-slots';
import { newsCategories, type NewsCategory, type NewsCategorySlug } from '../catalog/taxonomies';
import { newsArticleOf, newsCategoryPath, relatedNewsIn } from '../generated/item-pages';
import { checkedOnly, pictureOf } from './images';
import { publicationOf } from './publication';
import { currentSource, type ContentSource } from './content-source';

export { newsCategories, type NewsCategory, type NewsCategorySlug } from '../catalog/taxonomies';
export { newsArticlePath, newsCategoryPath } from '../generated/item-pages';
export type { NewsArticle } from '../types';

/** Cards per listing page (spec §9: 12 cards per page, 2 of them featured). */
export const NEWS_PAGE_SIZE = 12;
export const NEWS_FEATURED = 2;

/** A post's cover as its page shows it (and its share card), or the build's message. */
function coverOf(
  source: ContentSource,
  file: string,
  src: string,
  alt: string,
  focus?: FocusPoint,
): Img {
  try {
    return pictureOf(
      { src: src as ImageFields['src'], alt, ...(focus ? { focus } : {}) },
      'newsCover',
      { lead: true, share: true },
      source.root,
    );
  } catch (error) {
    if (error instanceof ImageFileError)
      throw new ContentError(`${file}: "image": ${error.message}`);
    throw error;
  }
}

/**
 * Every article `source` publishes, newest first (same day: by file name). One scheduled for later
 * (`publishAt`) is checked like the others, then left out; a preview build keeps it, marked.
 */
export function newsArticlesIn(source: ContentSource): NewsArticle[] {
  return source.cached('newsArticles', () =>
    loadCollection('news', source.root)
      .flatMap((entry): NewsArticle[] => {
        const publication = publicationOf(source, entry.publishAt);
        const cover = () =>
          entry.image && entry.imageAlt
            ? coverOf(source, entry.file, entry.image, entry.imageAlt, entry.imageFocus)
            : undefined;
        if (!publication.show) {
          checkedOnly(cover);
          return [];
        }
        return [newsArticleOf(entry, cover(), publication)];
      })
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
  );
}

/** Every article the current content publishes, newest first. */
export function newsArticles(): NewsArticle[] {
  return newsArticlesIn(currentSource());
}

/** What a card needs: the article without its body. */
export function summaryOf(article: NewsArticle): ArticleSummary {
  const { slug, category, icon, title, excerpt, author, date, href } = article;
  return { slug, category, icon, title, excerpt, author, date, href };
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
  return Math.max(1, Math.ceil(list.length / NEWS_PAGE_SIZE));
}

/** Path of a listing page: page 1 is `/news/`, later pages `/news/page/<n>/`. */
export function newsPagePath(page: number) {
  return page === 1 ? ('/news/' as const) : (`/news/page/${page}/` as const);
}

/** Path of a category's listing page: page 1 is the category's own URL, later pages `page/<n>/`. */
export function newsCategoryPagePath(slug: NewsCategorySlug, page: number) {
  return page === 1
    ? newsCategoryPath(slug)
    : (`/news/category/${slug}/page/${page}/` as `/news/category/${string}/page/${number}/`);
}

/** Every category's listing pages, e.g. [{ category: sales, page: 1 }, { category: sales, page: 2 }]. */
export function newsCategoryPages(): { category: NewsCategory; page: number }[] {
  return newsCategories.flatMap((category) =>
    Array.from({ length: newsPageCount(articlesIn(category.slug)) }, (_, i) => ({
      category,
      page: i + 1,
    })),
  );
}

/** Listing pages after the first, e.g. [2, 3]. */
export function laterNewsPages(): number[] {
  return Array.from({ length: newsPageCount() - 1 }, (_, i) => i + 2);
}
