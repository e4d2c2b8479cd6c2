// The help center's pages. /help-center/ is a page file (content/pages/help-center.yml, its
// search and topic tabs filled from content/help/); each topic's pages (and those of every
// article) have the words of content/templates/help-topic.yml and end with the help center's call
// to action; each article's page has the words of content/templates/help-article.yml. Each is
// built from the current content when asked (content/load/content-source.ts).
import type { PageContent } from '../types';
import { pageOf, pagination } from './pagination';
import { fillPlaceholders } from '../schema/templates';
import {
  HELP_PAGE_SIZE,
  articleBySlug,
  helpTopicList,
  helpTopicLists,
  helpTopicPagePath,
  relatedHelpArticles,
  summaryOf,
} from '../load/help-articles';
import { pageFile } from '../load/page-files';
import { currentSource } from '../load/content-source';
import { loadTemplate } from '../load/template-files';
import { fillPage, sectionOf } from './fill-sections';
import { helpArticleContent } from './item-pages';

/**
 * The help center's call to action (which every topic's page ends with) and the templates' words,
 * from the current content (read when first asked, once per content).
 */
function helpWords() {
  return currentSource().cached('help-pages', () => ({
    callToAction: sectionOf(pageFile('help-center').content, 'callToAction'),
    topicWords: loadTemplate('help-topic'),
    articleWords: loadTemplate('help-article'),
  }));
}

/** /help-center/'s page: its page file, its search and topic tabs filled. */
export function helpCenterPage(): PageContent {
  return fillPage(pageFile('help-center').content);
}

/** The words of page `page` of a topic's list, its articles, and its placeholders' filler. */
function topicPage(slug: string, page: number) {
  const { label, articles } = helpTopicList(slug);
  const { slice, count } = pageOf(articles, page, HELP_PAGE_SIZE, `${label} help`);
  const { topicWords } = helpWords();
  const kind = slug === 'all' ? topicWords.all : topicWords.topic;
  const words = page > 1 ? kind.later : kind.first;
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
  return { words, fill, slice, count };
}

/** The name of a topic's page `page` in the route map (breadcrumbs). */
export function helpTopicPageName(slug: string, page = 1): string {
  const { words, fill } = topicPage(slug, page);
  return fill(words.routeName);
}

/** Page `page` (1-based) of one topic's articles (`all`: every article); page 1 is the topic's own URL. */
export function helpTopicPage(slug: string, page = 1): PageContent {
  const { words, fill, slice, count } = topicPage(slug, page);
  const { topicWords, callToAction } = helpWords();
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
          links: helpTopicLists().map((topic) => ({
            label: topic.label,
            href: helpTopicPagePath(topic.slug, 1),
            current: topic.slug === slug,
          })),
        },
        articles: slice.map(summaryOf),
        ...(count > 1
          ? {
              pagination: pagination(list.paginationLabel, page, count, (n) =>
                helpTopicPagePath(slug, n),
              ),
            }
          : {}),
      },
      ...(callToAction ? [callToAction] : []),
    ],
  };
}

/** One article's page: the article with its contents, related articles and quick-support links, then a call to action. */
export function helpArticlePage(slug: string): PageContent {
  const article = articleBySlug(slug);
  return helpArticleContent(article, helpWords().articleWords, relatedHelpArticles(article));
}
