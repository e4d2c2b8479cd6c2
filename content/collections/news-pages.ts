// News from data alone: a parsed file of content/news/ becomes an article (newsArticleOf), the
// articles their cards (summaryOf), the later pages of /news/ and each category's pages
// (newsLaterPage, newsCategoryListPage), an article its page (newsArticleContent). Pure: it reads
// no file and imports no loader, so the content editor's preview builds the page the build builds.
// The loader (content/load/described.ts, through content/collections/news.ts) hands it the
// entries, the words (the templates and /news/'s page file) and the cover pictures.
import type { z } from 'zod';
import type {
  ArticleSummary,
  Img,
  NewsArticle,
  PageContent,
  Pagination,
  Publication,
  RenderedMarkdown,
} from '../types';
import type { newsSchema } from '../schema/front-matter';
import { fillPlaceholders, type Template } from '../schema/templates';
import {
  authors,
  newsCategories,
  type NewsCategory,
  type NewsCategorySlug,
} from '../catalog/taxonomies';
import { pageOf, pagination } from '../generated/pagination';
import {
  newsListingWith,
  type FileForm,
  type FileFormLists,
  type FileFormPage,
} from '../generated/file-forms';

/** A file of content/news/ as parsed. */
export type NewsEntry = z.output<typeof newsSchema> & {
  slug: string;
  file: string;
  body: RenderedMarkdown;
};

/** Cards per listing page (spec §9: 12 cards per page, 2 of them featured). */
export const NEWS_PAGE_SIZE = 12;
export const NEWS_FEATURED = 2;

/** Where the news live: the listing and its later pages, each category's pages, each article. */
export const newsPaths = {
  listing: '/news/' as const,
  /** Page 1 is `/news/`, later pages `/news/page/<n>/`. */
  page: (page: number) => (page === 1 ? ('/news/' as const) : (`/news/page/${page}/` as const)),
  laterPrefix: '/news/page/' as const,
  categoryPrefix: '/news/category/' as const,
  category: (slug: NewsCategorySlug) => `/news/category/${slug}/` as const,
  /** Page 1 is the category's own URL, later pages `page/<n>/`. */
  categoryPage: (slug: NewsCategorySlug, page: number) =>
    page === 1
      ? (`/news/category/${slug}/` as const)
      : (`/news/category/${slug}/page/${page}/` as `/news/category/${string}/page/${number}/`),
  article: (slug: string) => `/news/${slug}/` as const,
  /** The share card drawn at build (app/(site)/news/[slug]/og.png). */
  shareCard: (slug: string) => `/news/${slug}/og.png` as const,
  feeds: { rss: '/news/feed.xml' as const, json: '/news/feed.json' as const },
};

/** The words of the news pages: the templates and what the listings reuse of /news/'s page file. */
export type NewsWords = {
  article: Template<'news-article'>;
  listing: Template<'news-listing'>;
  /** /news/'s header section, which the later pages and the category pages repeat. */
  header: Extract<FileFormPage['sections'][number], { type: 'pageHeader' }> | undefined;
  /** /news/'s list's labels. */
  list: FileForm<'newsList'>;
};

/** What the news builders take: every published article, newest first, and the words. */
export type NewsData = { items: NewsArticle[]; words: NewsWords };

/**
 * A published news file as its article: `cover` its picture (content/load/images.ts plans it),
 * `publication` its publishAt at build (content/load/publication.ts, publicationOf).
 */
export function newsArticleOf(
  entry: NewsEntry,
  cover: Img | undefined,
  publication: Publication,
): NewsArticle {
  const category = newsCategories.find((c) => c.slug === entry.category);
  if (!category) throw new Error(`${entry.file}: unknown category ${entry.category}`);
  return {
    slug: entry.slug,
    title: entry.title,
    excerpt: entry.excerpt,
    date: publication.day ?? entry.date!,
    author: authors[entry.author],
    category: category.label,
    categorySlug: category.slug,
    icon: category.icon,
    href: newsPaths.article(entry.slug),
    image: cover,
    body: entry.body,
    file: entry.file,
    ...(publication.at ? { publishedAt: publication.at } : {}),
    ...(publication.scheduled ? { scheduled: publication.scheduled } : {}),
  };
}

/** Newest first (same day: by file name). */
export function orderNews<T extends { date: string; slug: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** What a card needs: the article without its body. */
export function summaryOf(article: NewsArticle): ArticleSummary {
  const { slug, category, icon, title, excerpt, author, date, href } = article;
  return { slug, category, icon, title, excerpt, author, date, href };
}

/**
 * The posts listed after a post: the newest of its category, then the newest others. `published`:
 * every post the build publishes, newest first, as cards.
 */
export function relatedNewsIn(
  published: ArticleSummary[],
  article: { slug: string; category: string },
  count = 3,
): ArticleSummary[] {
  const others = published.filter((other) => other.slug !== article.slug);
  const sameCategory = others.filter((other) => other.category === article.category);
  const rest = others.filter((other) => other.category !== article.category);
  return [...sameCategory, ...rest].slice(0, count);
}

/** How many listing pages `list` fills. */
export function newsPageCount(list: readonly unknown[]): number {
  return Math.max(1, Math.ceil(list.length / NEWS_PAGE_SIZE));
}

/** The listings' links and sizes (/news/'s, its later pages', each category's), from the cards. */
export function newsListingLinksOf(cards: ArticleSummary[]): FileFormLists['news'] {
  const count = newsPageCount(cards);
  return {
    allHref: newsPaths.page(1),
    categories: newsCategories.map(({ slug, label }) => ({
      slug,
      label,
      href: newsPaths.categoryPage(slug, 1),
    })),
    featured: NEWS_FEATURED,
    firstPage: pageOf(cards, 1, NEWS_PAGE_SIZE, 'news').slice,
    pageCount: count,
    pagePaths: Array.from({ length: count }, (_, i) => newsPaths.page(i + 1)),
  };
}

/** Listing pages after the first, e.g. [2, 3]. */
export function laterNewsPagesOf(items: readonly unknown[]): number[] {
  return Array.from({ length: newsPageCount(items) - 1 }, (_, i) => i + 2);
}

/** Every category's listing pages, e.g. [{ category: sales, page: 1 }, { category: sales, page: 2 }]. */
export function newsCategoryPagesOf(
  items: readonly NewsArticle[],
): { category: NewsCategory; page: number }[] {
  return newsCategories.flatMap((category) =>
    Array.from(
      { length: newsPageCount(items.filter((article) => article.categorySlug === category.slug)) },
      (_, i) => ({ category, page: i + 1 }),
    ),
  );
}

/** The words of a later page `page` of all articles, its articles, and its placeholders' filler. */
function laterListPage({ items, words }: NewsData, page: number) {
  const { slice, count } = pageOf(items.map(summaryOf), page, NEWS_PAGE_SIZE, 'news');
  const fill = (copy: string) => fillPlaceholders(copy, { page, pages: count });
  return { words: words.listing.all.later, fill, slice, count };
}

/** The name of a later page of all articles in the route map (breadcrumbs). */
export function newsLaterPageName(data: NewsData, page: number): string {
  const { words, fill } = laterListPage(data, page);
  return fill(words.routeName);
}

/** A later page `page` (2 and on) of all articles. */
export function newsLaterPage(data: NewsData, page: number): PageContent {
  const { words, fill, slice, count } = laterListPage(data, page);
  return listingPage(
    data,
    words,
    fill,
    slice,
    'all',
    pagination(data.words.list.paginationLabel, page, count, newsPaths.page),
  );
}

/** A listing page: the News page's header and list labels with `words`, over `slice`. */
function listingPage(
  { items, words: newsWords }: NewsData,
  words: { meta: { title: string; description: string }; eyebrow: string; listTitle: string },
  fill: (copy: string) => string,
  slice: ArticleSummary[],
  current: NewsCategorySlug | 'all',
  pages: Pagination | undefined,
): PageContent {
  const { header, list } = newsWords;
  const links = newsListingLinksOf(items.map(summaryOf));
  return {
    meta: { title: fill(words.meta.title), description: fill(words.meta.description) },
    sections: [
      ...(header ? [{ ...header, eyebrow: fill(words.eyebrow) }] : []),
      newsListingWith(list, slice, fill(words.listTitle), current, links, pages),
    ],
  };
}

/** The words of page `page` of a category's articles, its articles, and its placeholders' filler. */
function categoryPage({ items, words: newsWords }: NewsData, slug: NewsCategorySlug, page: number) {
  const category = newsCategories.find((c) => c.slug === slug);
  if (!category) throw new Error(`No news category ${slug}`);
  const inCategory = items.filter((article) => article.categorySlug === slug).map(summaryOf);
  const { slice, count } = pageOf(inCategory, page, NEWS_PAGE_SIZE, `${category.label} news`);
  const { category: categoryWords } = newsWords.listing;
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
export function newsCategoryPageName(data: NewsData, slug: NewsCategorySlug, page = 1): string {
  const { words, fill } = categoryPage(data, slug, page);
  return fill(words.routeName);
}

/** Page `page` (1-based) of one category's articles; page 1 is the category's own URL. */
export function newsCategoryListPage(
  data: NewsData,
  slug: NewsCategorySlug,
  page = 1,
): PageContent {
  const { words, fill, slice, count } = categoryPage(data, slug, page);
  const pages =
    count > 1
      ? pagination(data.words.list.paginationLabel, page, count, (n) =>
          newsPaths.categoryPage(slug, n),
        )
      : undefined;
  return listingPage(data, words, fill, slice, slug, pages);
}

/**
 * One post's page: the article, the newsletter banner and `related` articles, with the words of
 * content/templates/news-article.yml.
 */
export function newsArticleContent(
  article: NewsArticle,
  words: Template<'news-article'>,
  related: ArticleSummary[],
): PageContent {
  const { article: copy, subscribe, related: relatedWords } = words;
  const { quote } = copy.aside;
  const { more, ...heading } = relatedWords;
  return {
    meta: { title: article.title, description: article.excerpt },
    sections: [
      {
        type: 'newsArticle',
        id: copy.id,
        category: article.category,
        categoryHref: newsPaths.category(article.categorySlug),
        icon: article.icon,
        title: article.title,
        lead: article.excerpt,
        author: article.author,
        date: article.date,
        readingTime: fillPlaceholders(copy.readingTime, { minutes: article.body.readingMinutes }),
        image: article.image,
        html: article.body.html,
        aside: {
          title: copy.aside.title,
          quote: quote.quote,
          name: quote.name,
          role: quote.role,
          avatar: quote.avatar,
        },
      },
      { type: 'subscribeBanner', ...subscribe },
      {
        type: 'newsCards',
        ...heading,
        articles: related,
        ...(more ? { more } : {}),
      },
    ],
  };
}

/** An article's page from the published articles: related ones are the newest of its category. */
export function newsArticlePageOf({ items, words }: NewsData, article: NewsArticle): PageContent {
  return newsArticleContent(article, words.article, relatedNewsIn(items.map(summaryOf), article));
}
