// News articles, described once: content/news/<slug>.md (newsSchema), their pages /news/ (a page
// file, content/pages/news.yml, its list filled from them), /news/page/<n>/, each category's
// /news/category/<category>/ (then page/<n>/) and /news/<slug>/ (with its share card og.png), the
// words of content/templates/news-article.yml and news-listing.yml, the feeds /news/feed.xml and
// /news/feed.json, the search kind `news`, the dated field `npm run schedule:due` watches
// (publishAt) and the editor's collection. The consumers loop over content/collections/index.ts;
// the builders are content/collections/news-pages.ts. Pure: the editor's bundle imports it.
import type { z } from 'zod';
import type { NewsArticle, PageContent } from '../types';
import { newsSchema } from '../schema/front-matter';
import { scheduleDatesSchemas } from '../schema/schedule';
import { publicationDayProblems } from '../schema/schedule-rules';
import { templates } from '../schema/templates';
import { ContentError } from '../schema/errors';
import { altTextProblem, ImageFileError, type ImageFields } from '../schema/image';
import type { FocusPoint } from '../catalog/image-slots';
import { sectionOf } from '../generated/file-forms';
import type { EntryContext, EntryProblem } from '../check/context';
import {
  scheduledFor,
  type Described,
  type DescribedEntry,
  type ItemContext,
  type PreviewContext,
  type WordsReader,
} from './descriptor';
import {
  laterNewsPagesOf,
  newsArticleOf,
  newsArticlePageOf,
  newsArticleContent,
  newsCategoryListPage,
  newsCategoryPageName,
  newsCategoryPagesOf,
  newsLaterPage,
  newsLaterPageName,
  newsPaths,
  orderNews,
  relatedNewsIn,
  summaryOf,
  type NewsWords,
} from './news-pages';

type Front = z.output<typeof newsSchema>;
type Entry = DescribedEntry<Front>;
type Loaded = Described<NewsArticle, NewsWords>;

/** A post's cover (a path and its alt, not an image field) as its page shows it, with its share crop. */
function coverOf(
  entry: Entry,
  read: ItemContext<NewsWords>['picture'],
): NewsArticle['image'] | undefined {
  if (!entry.image || altTextProblem(entry.imageAlt, entry.imageDecorative)) return undefined;
  return read(
    {
      src: entry.image as ImageFields['src'],
      // A decorative cover's alt is empty: screen readers skip it.
      alt: entry.imageDecorative ? '' : entry.imageAlt!.trim(),
      ...(entry.imageFocus ? { focus: entry.imageFocus as FocusPoint } : {}),
    },
    'newsCover',
    { lead: true, share: true } as never,
  );
}

/** The entry check's rule: the cover's file is readable as its page shows it. */
function coverProblems(entry: Record<string, unknown>, context: EntryContext): EntryProblem[] {
  try {
    coverOf(entry as Entry, context.images);
    return [];
  } catch (error) {
    if (error instanceof ImageFileError) return [{ path: 'image', message: error.message }];
    throw error;
  }
}

export const newsCollection = {
  name: 'news' as const,
  folder: 'news',
  schema: newsSchema,
  words: (read: WordsReader): NewsWords => {
    const page = read.pageFile('news');
    const list = sectionOf(page, 'newsList');
    if (!list) {
      throw new ContentError(
        'content/pages/news.yml: has no newsList section; the later news pages and the category pages take their list’s labels from it',
      );
    }
    return {
      article: read.template('news-article'),
      listing: read.template('news-listing'),
      header: sectionOf(page, 'pageHeader'),
      list,
    };
  },
  itemOf: (entry: Entry, { publication, picture }: ItemContext<NewsWords>): NewsArticle => {
    let cover: NewsArticle['image'];
    try {
      cover = coverOf(entry, picture);
    } catch (error) {
      if (error instanceof ImageFileError)
        throw new ContentError(`${entry.file}: "image": ${error.message}`);
      throw error;
    }
    return newsArticleOf(entry, cover, publication);
  },
  order: orderNews<NewsArticle>,
  itemPath: newsPaths.article,
  home: newsPaths.listing,
  families: (load: () => Loaded) => ({
    // Listing pages after the first, exactly as many as the articles fill.
    '/news/page/[page]/': {
      parent: newsPaths.listing,
      source: 'content/news/*.md (more than one listing page of them)',
      items: () => {
        const data = load();
        return laterNewsPagesOf(data.items).map((page) => ({
          params: { page: String(page) },
          path: newsPaths.page(page),
          name: newsLaterPageName(data, page),
          indexable: true,
          content: () => newsLaterPage(data, page),
        }));
      },
    },
    // Each category's listing pages, 12 articles a page: page 1 at the category's own URL, later
    // pages at `page/<n>/` (one optional catch-all folder, so a family with no page 2 yet is valid).
    '/news/category/[category]/[[...page]]/': {
      parent: newsPaths.listing,
      source: 'newsCategories of content/catalog/taxonomies.ts',
      items: () => {
        const data = load();
        return newsCategoryPagesOf(data.items).map(({ category, page }) => ({
          params:
            page === 1
              ? { category: category.slug, page: [] as string[] }
              : { category: category.slug, page: ['page', String(page)] },
          path: newsPaths.categoryPage(category.slug, page),
          name: newsCategoryPageName(data, category.slug, page),
          indexable: true,
          content: () => newsCategoryListPage(data, category.slug, page),
        }));
      },
    },
    // One page per file of content/news/.
    '/news/[slug]/': {
      parent: newsPaths.listing,
      source: 'content/news/*.md',
      items: () => {
        const data = load();
        return data.items.map((article) => ({
          params: { slug: article.slug },
          path: newsPaths.article(article.slug),
          name: article.title,
          indexable: true,
          collection: 'news' as const,
          lastModified: article.date,
          content: () => newsArticlePageOf(data, article),
          share: {
            article: {
              publishedTime: article.date,
              author: article.author.name,
              section: article.category,
            },
            // A photo cover's 1200×630 crop (planned with the cover), else the share card drawn
            // at build (app/(site)/news/[slug]/og.png).
            image: article.image?.share
              ? // A decorative cover has no alt: the card is the post's, named by its title.
                { url: article.image.share, alt: article.image.alt || article.title }
              : { url: newsPaths.shareCard(article.slug), alt: article.title },
          },
          ...(article.scheduled ? { scheduled: article.scheduled } : {}),
        }));
      },
    },
  }),
  feeds: [
    { path: newsPaths.feeds.rss, type: 'application/rss+xml', title: 'news (RSS)' },
    { path: newsPaths.feeds.json, type: 'application/feed+json', title: 'news (JSON Feed)' },
  ] as const,
  search: { kind: 'news' as const, listings: [newsPaths.laterPrefix, newsPaths.categoryPrefix] },
  schedule: {
    schema: scheduleDatesSchemas.news,
    datedItem: (dates: Record<string, string | undefined>, file: string, slug: string) => ({
      file,
      path: newsPaths.article(slug),
      ...dates,
    }),
  },
  check: {
    // A post has a date or a publishAt, not both.
    crossField: (data: Record<string, string | undefined>) =>
      publicationDayProblems({ day: data.date, publishAt: data.publishAt }, 'date'),
    more: (entry: Record<string, unknown>, _input: unknown, context: EntryContext) =>
      coverProblems(entry, context),
  },
  editor: {
    label: 'News',
    labelSingular: 'News post',
    // A post has a date or a publishAt: "Title (2026-11-20)", "Title (scheduled for 2026-11-30 09:00)".
    summary: `{{title}} ({{date}}${scheduledFor()})`,
    sortableFields: [{ field: 'date', default_sort: 'desc' as const }, 'publishAt', 'title'],
    bodyHint: 'Start with a paragraph, then sections with "Heading 2". Raw HTML is shown as text.',
  },
  related: ({ items }: Loaded) => items.map(summaryOf),
  preview: {
    templates: [{ name: 'news-article', ...templates['news-article'] }],
    page: (
      entry: Entry,
      [words]: [NewsWords['article']],
      { publication, images, published }: PreviewContext,
    ): PageContent => {
      // The cover as the build makes it (the check read it already).
      const article = newsArticleOf(entry, coverOf(entry, images), publication);
      return newsArticleContent(
        article,
        words,
        relatedNewsIn(published as Parameters<typeof relatedNewsIn>[0], article),
      );
    },
  },
};
