// The help center's pages, as the tests ask for them by slug. /help-center/ is a page file
// (content/pages/help-center.yml, its search and topic tabs filled from content/help/); each
// topic's pages and each article's page are built by the pure builders of
// content/collections/help-pages.ts from what the generic loader reads (the route map builds them
// through the descriptor's families). Each is built from the current content when asked
// (content/load/content-source.ts).
import type { PageContent } from '../types';
import { helpCollection } from '../collections/help';
import {
  helpArticlePageOf,
  helpTopicListPage,
  helpTopicPageName as topicPageName,
} from '../collections/help-pages';
import { articleBySlug } from '../load/help-articles';
import { pageFile } from '../load/page-files';
import { loadDescribed } from '../load/described';
import { fillPage } from './fill-sections';

/** /help-center/'s page: its page file, its search and topic tabs filled. */
export function helpCenterPage(): PageContent {
  return fillPage(pageFile('help-center').content);
}

/** The name of a topic's page `page` in the route map (breadcrumbs). */
export function helpTopicPageName(slug: string, page = 1): string {
  return topicPageName(loadDescribed(helpCollection), slug, page);
}

/** Page `page` (1-based) of one topic's articles (`all`: every article); page 1 is the topic's own URL. */
export function helpTopicPage(slug: string, page = 1): PageContent {
  return helpTopicListPage(loadDescribed(helpCollection), slug, page);
}

/** One article's page: the article with its contents, related articles and quick-support links, then a call to action. */
export function helpArticlePage(slug: string): PageContent {
  return helpArticlePageOf(loadDescribed(helpCollection), articleBySlug(slug));
}
