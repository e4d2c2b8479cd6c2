// Help articles, described once: content/help/<slug>.md (helpSchema), their pages /help-center/
// (a page file, content/pages/help-center.yml, its search and topic tabs filled from them), each
// topic's /help-center/topic/<topic>/ (then page/<n>/; `all`: every article) and
// /help-center/<slug>/, the words of content/templates/help-topic.yml and help-article.yml, the
// search kind `help`, the dated field `npm run schedule:due` watches (publishAt) and the editor's
// collection. No feed. The consumers loop over content/collections/index.ts; the builders are
// content/collections/help-pages.ts. Pure: the editor's bundle imports it.
import type { z } from 'zod';
import type { HelpArticle, PageContent } from '../types';
import { helpSchema } from '../schema/front-matter';
import { scheduleDatesSchemas } from '../schema/schedule';
import { templates } from '../schema/templates';
import { sectionOf } from '../generated/file-forms';
import type { EntryContext, EntryInput, EntryProblem } from '../check/context';
import {
  scheduledFor,
  type Described,
  type DescribedEntry,
  type ItemContext,
  type PreviewContext,
  type WordsReader,
} from './descriptor';
import {
  helpArticleContent,
  helpArticleOf,
  helpArticlePageOf,
  helpPaths,
  helpTopicFolder,
  helpTopicListPage,
  helpTopicListsOf,
  helpTopicPageName,
  helpTopicPagesOf,
  orderHelp,
  relatedHelpIn,
  summaryOf,
  type HelpWords,
} from './help-pages';

type Front = z.output<typeof helpSchema>;
type Entry = DescribedEntry<Front>;
type Loaded = Described<HelpArticle, HelpWords>;

/** Help articles: not the topic folder's name, and `related` names other articles. */
function helpArticleProblems(
  entry: Record<string, unknown>,
  input: EntryInput,
  context: EntryContext,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if (input.slug === helpTopicFolder)
    problems.push({
      path: '(file name)',
      message: `${helpPaths.topicPrefix} holds the topic pages: give the article another file name`,
    });
  const others = context.slugsOf?.('help');
  if (others) {
    for (const slug of (entry.related as string[] | undefined) ?? []) {
      if (slug === input.slug || !others.includes(slug))
        problems.push({
          path: 'related',
          message: `names "${slug}", which is not another help article`,
        });
    }
  }
  return problems;
}

export const helpCollection = {
  name: 'help' as const,
  folder: 'help',
  schema: helpSchema,
  words: (read: WordsReader): HelpWords => ({
    topic: read.template('help-topic'),
    article: read.template('help-article'),
    // Read when a topic's page asks (the help center's tabs need the topics' words only).
    get callToAction() {
      return sectionOf(read.pageFile('help-center'), 'callToAction');
    },
  }),
  itemOf: (entry: Entry, { publication }: ItemContext<HelpWords>): HelpArticle =>
    helpArticleOf(entry, publication),
  order: orderHelp,
  itemPath: helpPaths.article,
  home: helpPaths.listing,
  families: (load: () => Loaded) => ({
    // One page per file of content/help/.
    '/help-center/[slug]/': {
      parent: helpPaths.listing,
      source: 'content/help/*.md',
      items: () => {
        const data = load();
        return data.items.map((article) => ({
          params: { slug: article.slug },
          path: helpPaths.article(article.slug),
          name: article.title,
          indexable: true,
          collection: 'help' as const,
          lastModified: article.updated,
          content: () => helpArticlePageOf(data, article),
          ...(article.scheduled ? { scheduled: article.scheduled } : {}),
        }));
      },
    },
    // Each help topic's listing pages (and all articles'), 12 articles a page: page 1 at the
    // topic's own URL, later pages at `page/<n>/`. The help center's tabs link to them.
    '/help-center/topic/[topic]/[[...page]]/': {
      parent: helpPaths.listing,
      source: 'helpTopics of content/catalog/taxonomies.ts',
      items: () => {
        const data = load();
        return helpTopicPagesOf(helpTopicListsOf(data.items, data.words.topic)).map(
          ({ topic, page }) => ({
            params:
              page === 1
                ? { topic: topic.slug, page: [] as string[] }
                : { topic: topic.slug, page: ['page', String(page)] },
            path: helpPaths.topicPage(topic.slug, page),
            name: helpTopicPageName(data, topic.slug, page),
            indexable: true,
            content: () => helpTopicListPage(data, topic.slug, page),
          }),
        );
      },
    },
  }),
  feeds: [] as const,
  search: { kind: 'help' as const, listings: [helpPaths.topicPrefix] },
  schedule: {
    schema: scheduleDatesSchemas.help,
    datedItem: (dates: Record<string, string | undefined>, file: string, slug: string) => ({
      file,
      path: helpPaths.article(slug),
      ...dates,
    }),
  },
  check: { more: helpArticleProblems },
  editor: {
    label: 'Help articles',
    labelSingular: 'Help article',
    summary: `{{title}} ({{topic}}${scheduledFor(', ')})`,
    sortableFields: [{ field: 'updated', default_sort: 'desc' as const }, 'publishAt', 'title'],
    bodyHint: 'A numbered list becomes the steps search engines show. Raw HTML is shown as text.',
    refersToItself: true,
  },
  related: ({ items }: Loaded) => items.map(summaryOf),
  preview: {
    templates: [{ name: 'help-article', ...templates['help-article'] }],
    page: (
      entry: Entry,
      [words]: [HelpWords['article']],
      { publication, published }: PreviewContext,
    ): PageContent => {
      const article = helpArticleOf(entry, publication);
      return helpArticleContent(
        article,
        words,
        relatedHelpIn(published as Parameters<typeof relatedHelpIn>[0], article),
      );
    },
  },
};
