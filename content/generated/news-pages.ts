// The news pages, as the tests and the share card ask for them by path segment. /news/ is a page
// file (content/pages/news.yml, its list filled from content/news/); its later pages, each
// category's pages and each post's page are built by the pure builders of
// content/collections/news-pages.ts from what the generic loader reads (the route map builds them
// through the descriptor's families). Each is built from the current content when asked
// (content/load/content-source.ts).
import type { PageContent } from '../types';
import { newsCollection } from '../collections/news';
import {
  newsArticlePageOf,
  newsCategoryListPage,
  newsCategoryPageName as categoryPageName,
  newsLaterPage,
  newsLaterPageName,
} from '../collections/news-pages';
import type { NewsCategorySlug } from '../catalog/taxonomies';
import { newsArticleBySlug } from '../load/news-posts';
import { pageFile } from '../load/page-files';
import { loadDescribed } from '../load/described';
import { fillPage } from './fill-sections';

/** The name of a later page of all articles in the route map (breadcrumbs). */
export function newsListPageName(page: number): string {
  return newsLaterPageName(loadDescribed(newsCollection), page);
}

/** Page `page` (1-based) of all articles: page 1 is /news/'s page file. */
export function newsListPage(page: number): PageContent {
  if (page === 1) return fillPage(pageFile(newsCollection.name).content);
  return newsLaterPage(loadDescribed(newsCollection), page);
}

/** The name of a category's page `page` in the route map (breadcrumbs). */
export function newsCategoryPageName(slug: NewsCategorySlug, page = 1): string {
  return categoryPageName(loadDescribed(newsCollection), slug, page);
}

/** Page `page` (1-based) of one category's articles; page 1 is the category's own URL. */
export function newsCategoryPage(slug: NewsCategorySlug, page = 1): PageContent {
  return newsCategoryListPage(loadDescribed(newsCollection), slug, page);
}

/** One post's page: the article, the newsletter banner and related articles. */
export function newsArticlePage(slug: string): PageContent {
  return newsArticlePageOf(loadDescribed(newsCollection), newsArticleBySlug(slug));
}
