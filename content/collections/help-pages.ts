// Help articles from data alone: a parsed file of content/help/ becomes an article
// (helpArticleOf), the articles the help center's listings (helpTopicListsOf: all of them, then
// each topic), a topic's pages (helpTopicListPage) and an article its page (helpArticleContent).
// Pure: it reads no file and imports no loader, so the content editor's preview builds the page
// the build builds. The loader (content/load/described.ts, through content/collections/help.ts)
// hands it the entries and the words (the templates and the help center's call to action).
import type { z } from 'zod';
import { asciiSlug } from '@/lib/tab-ids';
import type {
  HelpArticle,
  HelpArticleSummary,
  PageContent,
  Publication,
  RenderedMarkdown,
} from '../types';
import type { helpSchema } from '../schema/front-matter';
import { fillPlaceholders, type Template } from '../schema/templates';
import { helpTopics } from '../catalog/taxonomies';
import { pageOf, pagination } from '../generated/pagination';
import type { FileFormPage } from '../generated/file-forms';

/** A file of content/help/ as parsed. */
export type HelpEntry = z.output<typeof helpSchema> & {
  slug: string;
  file: string;
  body: RenderedMarkdown;
};

/** Articles on a topic's listing page (`/help-center/topic/<topic>/`, then `page/<n>/`). */
export const HELP_PAGE_SIZE = 12;
/** Articles a topic's tab on /help-center/ lists before linking to the topic's own pages. */
export const HELP_TAB_SIZE = 12;

/** The help center's topic folder: no article may take its name (content/help/topic.md). */
export const helpTopicFolder = 'topic';

/** Where the help center lives: /help-center/ (a page file), each topic's pages, each article. */
export const helpPaths = {
  listing: '/help-center/' as const,
  topicPrefix: `/help-center/${helpTopicFolder}/` as const,
  /** A topic's listing page: page 1 at `/help-center/topic/<topic>/`, later pages `page/<n>/`. */
  topicPage: (slug: string, page: number) =>
    page === 1
      ? (`/help-center/${helpTopicFolder}/${slug}/` as `/help-center/topic/${string}/`)
      : (`/help-center/${helpTopicFolder}/${slug}/page/${page}/` as `/help-center/topic/${string}/page/${number}/`),
  article: (slug: string) => `/help-center/${slug}/` as const,
};

/** The words of the help pages: the templates and the help center's call to action. */
export type HelpWords = {
  topic: Template<'help-topic'>;
  article: Template<'help-article'>;
  /** The help center's call to action (content/pages/help-center.yml), which every topic's page ends with. */
  callToAction: Extract<FileFormPage['sections'][number], { type: 'callToAction' }> | undefined;
};

/** What the help builders take: every published article, in the help center's order, and the words. */
export type HelpData = { items: HelpArticle[]; words: HelpWords };

/**
 * The articles listed beside a help article: its own picks, else (or then) others of its topic.
 * `published`: every help article the build publishes, in the help center's order; a pick that is
 * not published (scheduled) is left out.
 */
export function relatedHelpIn(
  published: HelpArticleSummary[],
  article: { slug: string; category: string; related: string[] },
  count = 4,
): HelpArticleSummary[] {
  const picked = article.related.flatMap((slug) => {
    const found = published.find((other) => other.slug === slug);
    return found ? [found] : [];
  });
  const sameTopic = published.filter(
    (other) =>
      other.category === article.category &&
      other.slug !== article.slug &&
      !article.related.includes(other.slug),
  );
  return [...picked, ...sameTopic].slice(0, Math.max(count, picked.length));
}

/**
 * A published help file as its article, its `related` as the file names them (the loader keeps
 * only the published ones).
 */
export function helpArticleOf(entry: HelpEntry, publication: Publication): HelpArticle {
  return {
    slug: entry.slug,
    title: entry.title,
    excerpt: entry.excerpt,
    category: entry.topic,
    href: helpPaths.article(entry.slug),
    updated: entry.updated,
    related: entry.related ?? [],
    body: entry.body,
    ...(publication.scheduled ? { scheduled: publication.scheduled } : {}),
  };
}

/**
 * The published articles by topic in the order of helpTopics, then by title, each one's related
 * picks kept only when published (a scheduled one is left out of the others' lists).
 */
export function orderHelp(published: HelpArticle[]): HelpArticle[] {
  return published
    .map((article) => ({
      ...article,
      related: article.related.filter((slug) => published.some((other) => other.slug === slug)),
    }))
    .sort(
      (a, b) =>
        helpTopics.indexOf(a.category) - helpTopics.indexOf(b.category) ||
        a.title.localeCompare(b.title),
    );
}

/** What a list or a search result needs: the article without its body. */
export function summaryOf({
  slug,
  title,
  excerpt,
  category,
  href,
}: HelpArticle): HelpArticleSummary {
  return { slug, title, excerpt, category, href };
}

/** A topic's listing: every article of one topic, or all of them (`all`, named in content/templates/help-topic.yml). */
export type HelpTopicList = { slug: string; label: string; articles: HelpArticle[] };

/** The listings the help center links to: all articles first, then each topic in order. */
export function helpTopicListsOf(
  articles: HelpArticle[],
  topicWords: Template<'help-topic'>,
): HelpTopicList[] {
  return [
    { slug: 'all', label: topicWords.all.label, articles },
    ...helpTopics.map((topic) => ({
      slug: asciiSlug(topic),
      label: topic,
      articles: articles.filter((article) => article.category === topic),
    })),
  ];
}

export function helpTopicPageCount(list: HelpTopicList): number {
  return Math.max(1, Math.ceil(list.articles.length / HELP_PAGE_SIZE));
}

/** Every topic's listing pages, e.g. [{ topic: all, page: 1 }, { topic: all, page: 2 }, …]. */
export function helpTopicPagesOf(lists: HelpTopicList[]): { topic: HelpTopicList; page: number }[] {
  return lists.flatMap((topic) =>
    Array.from({ length: helpTopicPageCount(topic) }, (_, i) => ({ topic, page: i + 1 })),
  );
}

/** The words of page `page` of a topic's list, its articles, and its placeholders' filler. */
function topicPage({ items, words }: HelpData, slug: string, page: number) {
  const lists = helpTopicListsOf(items, words.topic);
  const list = lists.find((entry) => entry.slug === slug);
  if (!list) throw new Error(`No help topic "${slug}"`);
  const { label, articles } = list;
  const { slice, count } = pageOf(articles, page, HELP_PAGE_SIZE, `${label} help`);
  const topicWords = words.topic;
  const kind = slug === 'all' ? topicWords.all : topicWords.topic;
  const pageWords = page > 1 ? kind.later : kind.first;
  const total = articles.length;
  const fill = (copy: string) =>
    fillPlaceholders(copy, {
      topic: label,
      count: total,
      articles: fillPlaceholders(
        total === 1 ? topicWords.articles.one : topicWords.articles.other,
        { count: total },
      ),
      page,
      pages: count,
    });
  return { lists, words: pageWords, fill, slice, count };
}

/** The name of a topic's page `page` in the route map (breadcrumbs). */
export function helpTopicPageName(data: HelpData, slug: string, page = 1): string {
  const { words, fill } = topicPage(data, slug, page);
  return fill(words.routeName);
}

/** Page `page` (1-based) of one topic's articles (`all`: every article); page 1 is the topic's own URL. */
export function helpTopicListPage(data: HelpData, slug: string, page = 1): PageContent {
  const { lists, words, fill, slice, count } = topicPage(data, slug, page);
  const { topic: topicWords, callToAction } = data.words;
  const { header, list } = topicWords;
  return {
    meta: { title: fill(words.meta.title), description: fill(words.meta.description) },
    sections: [
      {
        type: 'pageHeader',
        eyebrow: fill(words.eyebrow),
        title: fill(words.title),
        lead: header.lead,
        tone: header.tone,
      },
      {
        type: 'helpList',
        id: list.id,
        title: fill(words.listTitle),
        topics: {
          label: list.topicsLabel,
          links: lists.map((topic) => ({
            label: topic.label,
            href: helpPaths.topicPage(topic.slug, 1),
            current: topic.slug === slug,
          })),
        },
        articles: slice.map(summaryOf),
        ...(count > 1
          ? {
              pagination: pagination(list.paginationLabel, page, count, (n) =>
                helpPaths.topicPage(slug, n),
              ),
            }
          : {}),
      },
      ...(callToAction ? [callToAction] : []),
    ],
  };
}

/**
 * One help article's page: the article with its contents, `related` articles and quick-support
 * links, then a call to action, with the words of content/templates/help-article.yml.
 */
export function helpArticleContent(
  article: HelpArticle,
  words: Template<'help-article'>,
  related: HelpArticleSummary[],
): PageContent {
  const copy = words.article;
  return {
    meta: { title: article.title, description: article.excerpt },
    sections: [
      {
        type: 'helpArticle',
        back: copy.back,
        category: article.category,
        title: article.title,
        excerpt: article.excerpt,
        updated: article.updated,
        readingTime: fillPlaceholders(copy.readingTime, { minutes: article.body.readingMinutes }),
        contents: article.body.headings,
        html: article.body.html,
        steps: article.body.steps,
        related,
        support: copy.support,
      },
      { type: 'callToAction', ...words.callToAction },
    ],
  };
}

/** An article's page from the published articles: its picks, else others of its topic. */
export function helpArticlePageOf({ items, words }: HelpData, article: HelpArticle): PageContent {
  return helpArticleContent(article, words.article, relatedHelpIn(items.map(summaryOf), article));
}
