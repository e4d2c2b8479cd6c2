// The news pages. /news/ is a page file (content/pages/news.yml, its list filled from
// content/news/); its later pages and each category's pages show its header and its list's labels
// with the words of content/templates/news-listing.yml; each post's page has the words of
// content/templates/news-article.yml. Chips link to the category pages, so filtering needs no
// JavaScript. Each is built from the current content when asked (content/load/content-source.ts).
import type { ArticleSummary, PageContent, Pagination } from '../types';
import { ContentError } from '../schema/errors';
import { pageOf, pagination } from './pagination';
import { fillPlaceholders } from '../schema/templates';
import {
  articles,
  articlesIn,
  newsArticleBySlug,
  newsCategories,
  newsCategoryPagePath,
  newsPagePath,
  relatedArticles,
  NEWS_PAGE_SIZE,
  type NewsCategorySlug,
} from '../load/news-posts';
import { pageFile } from '../load/page-files';
import { currentSource } from '../load/content-source';
import { loadTemplate } from '../load/template-files';
import { fillPage, newsListing, sectionOf } from './fill-sections';
import { newsArticleContent } from './item-pages';

/**
 * What the listings reuse of /news/'s page file (its page, header and list's labels) and the
 * templates' words, from the current content (read when first asked, once per content).
 */
function newsWords() {
  return currentSource().cached('news-pages', () => {
    const newsFile = pageFile('news').content;
    const list = sectionOf(newsFile, 'newsList');
    if (!list) {
      throw new ContentError(
        'content/pages/news.yml: has no newsList section; the later news pages and the category pages take their list’s labels from it',
      );
    }
    return {
      newsPage: fillPage(newsFile),
      header: sectionOf(newsFile, 'pageHeader'),
      listWords: list,
      listingWords: loadTemplate('news-listing'),
      articleWords: loadTemplate('news-article'),
    };
  });
}

/** The words of a later page `page` of all articles, its articles, and its placeholders' filler. */
function laterListPage(page: number) {
  const { slice, count } = pageOf(articles(), page, NEWS_PAGE_SIZE, 'news');
  const words = newsWords().listingWords.all.later;
  const fill = (copy: string) => fillPlaceholders(copy, { page, pages: count });
  return { words, fill, slice, count };
}

/** The name of a later page of all articles in the route map (breadcrumbs). */
export function newsListPageName(page: number): string {
  const { words, fill } = laterListPage(page);
  return fill(words.routeName);
}

/** Page `page` (1-based) of all articles: page 1 is /news/'s page file. */
export function newsListPage(page: number): PageContent {
  const { newsPage, listWords } = newsWords();
  if (page === 1) return newsPage;
  const { words, fill, slice, count } = laterListPage(page);
  return listingPage(
    words,
    fill,
    slice,
    'all',
    pagination(listWords.paginationLabel, page, count, newsPagePath),
  );
}

/** A listing page: the News page's header and list labels with `words`, over `slice`. */
function listingPage(
  words: { meta: { title: string; description: string }; eyebrow: string; listTitle: string },
  fill: (copy: string) => string,
  slice: ArticleSummary[],
  current: NewsCategorySlug | 'all',
  pages: Pagination | undefined,
): PageContent {
  const { header, listWords } = newsWords();
  return {
    meta: { title: fill(words.meta.title), description: fill(words.meta.description) },
    sections: [
      ...(header ? [{ ...header, eyebrow: fill(words.eyebrow) }] : []),
      newsListing(listWords, slice, fill(words.listTitle), current, pages),
    ],
  };
}

/** The words of page `page` of a category's articles, its articles, and its placeholders' filler. */
function categoryPage(slug: NewsCategorySlug, page: number) {
  const category = newsCategories.find((c) => c.slug === slug);
  if (!category) throw new Error(`No news category ${slug}`);
  const inCategory = articlesIn(slug);
  const { slice, count } = pageOf(inCategory, page, NEWS_PAGE_SIZE, `${category.label} news`);
  const { category: categoryWords } = newsWords().listingWords;
  const words = page > 1 ? categoryWords.later : categoryWords.first;
  const fill = (copy: string) =>
    fillPlaceholders(copy, {
      category: category.label,
      categoryLower: category.label.toLowerCase(),
      count: inCategory.length,
      page,
      pages: count,
    });
  return { words, fill, slice, count };
}

/** The name of a category's page `page` in the route map (breadcrumbs). */
export function newsCategoryPageName(slug: NewsCategorySlug, page = 1): string {
  const { words, fill } = categoryPage(slug, page);
  return fill(words.routeName);
}

/** Page `page` (1-based) of one category's articles; page 1 is the category's own URL. */
export function newsCategoryPage(slug: NewsCategorySlug, page = 1): PageContent {
  const { words, fill, slice, count } = categoryPage(slug, page);
  const pages =
    count > 1
      ? pagination(newsWords().listWords.paginationLabel, page, count, (n) =>
          newsCategoryPagePath(slug, n),
        )
      : undefined;
  return listingPage(words, fill, slice, slug, pages);
}

/** One post's page: the article, the newsletter banner and related articles. */
export function newsArticlePage(slug: string): PageContent {
  const article = newsArticleBySlug(slug);
  return newsArticleContent(article, newsWords().articleWords, relatedArticles(article));
}
