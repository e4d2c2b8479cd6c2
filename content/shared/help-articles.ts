// Help-center articles: one Markdown file each in content/help/ (front matter checked by
// helpSchema). The topic tabs and the article pages are generated from these files; the site
// search indexes the article pages (lib/site-search.ts).
import type { HelpArticleSummary } from '../types';
import { ContentError, loadCollection } from '../collections/load';
import type { RenderedMarkdown } from '../collections/markdown';
import { helpSchema } from '../collections/schema';
import { helpTopics, type HelpTopic } from './taxonomies';

export { helpTopics, type HelpTopic } from './taxonomies';

export type HelpArticle = HelpArticleSummary & {
  category: HelpTopic;
  /** ISO day of the last review. */
  updated: string;
  /** Slugs of the articles listed beside this one. */
  related: string[];
  body: RenderedMarkdown;
};

export function helpArticlePath(slug: string) {
  return `/help-center/${slug}/` as const;
}

const loaded = loadCollection('help', helpSchema);
for (const entry of loaded) {
  for (const slug of entry.related ?? []) {
    if (slug === entry.slug || !loaded.some((other) => other.slug === slug)) {
      throw new ContentError(
        `${entry.file}: front matter field "related" names "${slug}", which is not another file in content/help/`,
      );
    }
  }
}

/** Every article, by topic in the order of helpTopics, then by title. */
export const helpArticles: HelpArticle[] = loaded
  .map((entry): HelpArticle => ({
    slug: entry.slug,
    title: entry.title,
    excerpt: entry.excerpt,
    category: entry.topic,
    href: helpArticlePath(entry.slug),
    updated: entry.updated,
    related: entry.related ?? [],
    body: entry.body,
  }))
  .sort(
    (a, b) =>
      helpTopics.indexOf(a.category) - helpTopics.indexOf(b.category) ||
      a.title.localeCompare(b.title),
  );

export function articlesIn(topic: HelpTopic): HelpArticle[] {
  return helpArticles.filter((article) => article.category === topic);
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
  const article = helpArticles.find((entry) => entry.slug === slug);
  if (!article) throw new Error(`No help article "${slug}" in content/help/`);
  return article;
}

/** The articles listed beside one: its own picks, else (or then) others of its topic. */
export function relatedHelpArticles(article: HelpArticle, count = 4): HelpArticleSummary[] {
  const picked = article.related.map(articleBySlug);
  const sameTopic = articlesIn(article.category).filter(
    (other) => other.slug !== article.slug && !article.related.includes(other.slug),
  );
  return [...picked, ...sameTopic].slice(0, Math.max(count, picked.length)).map(summaryOf);
}
