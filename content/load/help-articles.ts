// Help-center articles: one Markdown file each in help/ of the content root (front matter checked
// by helpSchema), read when first asked, once per content source. The topic tabs and the article pages are generated from these files; the site
// search indexes the article pages (lib/site-search.ts).
import { asciiSlug } from '@/lib/tab-ids';
import type { HelpArticle, HelpArticleSummary } from '../types';
import { loadCollection } from './markdown-collection';
import { helpTopicFolder } from '../check/entry';
import { helpTopics, type HelpTopic } from '../catalog/taxonomies';
import { helpArticleOf, relatedHelpIn } from '../generated/item-pages';
import { templateIn } from './template-files';
import { publicationOf } from './publication';
import { currentSource, type ContentSource } from './content-source';

export { helpTopics, type HelpTopic } from '../catalog/taxonomies';
export { helpArticlePath } from '../generated/item-pages';
export type { HelpArticle } from '../types';

/** Articles on a topic's listing page (`/help-center/topic/<topic>/`, then `page/<n>/`). */
export const HELP_PAGE_SIZE = 12;
/** Articles a topic's tab on /help-center/ lists before linking to the topic's own pages. */
export const HELP_TAB_SIZE = 12;

/**
 * Every file of help/ in `source`, each checked by the entry check (content/check/entry.ts): its
 * related articles are other files of the folder, and none takes the topic folder's name.
 */
function helpEntriesIn(source: ContentSource) {
  return loadCollection('help', source.root);
}

/**
 * Every article `source` publishes, by topic in the order of helpTopics, then by title. One
 * scheduled for later (`publishAt`) is left out, and out of the others' related lists (a preview
 * build keeps it, `scheduled`).
 */
export function helpArticlesIn(source: ContentSource): HelpArticle[] {
  return source.cached('helpArticles', () =>
    helpEntriesIn(source)
      .flatMap((entry): HelpArticle[] => {
        const publication = publicationOf(source, entry.publishAt);
        return publication.show ? [helpArticleOf(entry, publication)] : [];
      })
      .map((article, _index, published) => ({
        ...article,
        related: article.related.filter((slug) => published.some((other) => other.slug === slug)),
      }))
      .sort(
        (a, b) =>
          helpTopics.indexOf(a.category) - helpTopics.indexOf(b.category) ||
          a.title.localeCompare(b.title),
      ),
  );
}

/** Every article the current content publishes, by topic then title. */
export function helpArticles(): HelpArticle[] {
  return helpArticlesIn(currentSource());
}

export function articlesIn(topic: HelpTopic): HelpArticle[] {
  return helpArticles().filter((article) => article.category === topic);
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

export function articleBySlug(slug: string): HelpArticle {
  const article = helpArticles().find((entry) => entry.slug === slug);
  if (!article) throw new Error(`No help article "${slug}" in content/help/`);
  return article;
}

/** The articles listed beside one: its own picks, else (or then) others of its topic. */
export function relatedHelpArticles(article: HelpArticle, count = 4): HelpArticleSummary[] {
  return relatedHelpIn(helpArticles().map(summaryOf), article, count);
}

/** A topic's listing: every article of one topic, or all of them (`all`, named in content/templates/help-topic.yml). */
export type HelpTopicList = { slug: string; label: string; articles: HelpArticle[] };

/** The listings the help center links to in `source`: all articles first, then each topic in order. */
export function helpTopicListsIn(source: ContentSource): HelpTopicList[] {
  return source.cached('helpTopicLists', () => {
    const articles = helpArticlesIn(source);
    return [
      { slug: 'all', label: templateIn(source, 'help-topic').all.label, articles },
      ...helpTopics.map((topic) => ({
        slug: asciiSlug(topic),
        label: topic,
        articles: articles.filter((article) => article.category === topic),
      })),
    ];
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

export function helpTopicPageCount(list: HelpTopicList): number {
  return Math.max(1, Math.ceil(list.articles.length / HELP_PAGE_SIZE));
}

/** A topic's listing page: page 1 at `/help-center/topic/<topic>/`, later pages `page/<n>/`. */
export function helpTopicPagePath(slug: string, page: number) {
  return page === 1
    ? (`/help-center/${helpTopicFolder}/${slug}/` as `/help-center/topic/${string}/`)
    : (`/help-center/${helpTopicFolder}/${slug}/page/${page}/` as `/help-center/topic/${string}/page/${number}/`);
}

/** Every topic's listing pages, e.g. [{ topic: all, page: 1 }, { topic: all, page: 2 }, …]. */
export function helpTopicPages(): { topic: HelpTopicList; page: number }[] {
  return helpTopicLists().flatMap((topic) =>
    Array.from({ length: helpTopicPageCount(topic) }, (_, i) => ({ topic, page: i + 1 })),
  );
}
