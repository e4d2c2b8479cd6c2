// A news post, job opening or help article as the page the build makes of its file: the entry
// checked by the build's own entry check (content/check/entry.ts: schema, body, cover, sections),
// the item and its page made by the build's own functions (content/generated/item-pages.ts) with
// the template's words; its related items from what the build published (the preview data). No
// rule of the build is written here: the preview lists the check's problems and shows the page.
import { templates, type Template, type TemplateName } from '@/content/schema/templates';
import {
  checkEntry,
  markdownCollections,
  type EntryValue,
  type MarkdownCollection,
} from '@/content/check/entry';
import {
  employerOf,
  helpArticleContent,
  helpArticleOf,
  helpArticlePath,
  isClosed,
  jobOpeningContent,
  jobOpeningOf,
  jobPath,
  newsArticleContent,
  newsArticleOf,
  newsArticlePath,
  openingLogo,
  publicationAt,
  relatedHelpIn,
  relatedJobsIn,
  relatedNewsIn,
} from '@/content/generated/item-pages';
import type { PageContent, RenderedMarkdown } from '@/content/types';
import { momentIn, wallTimeIn } from '@/lib/zoned-time';
import type { PreviewData } from './preview-data';
import { editorEntryContext, type Issue, type PreviewContext } from './preview-context';
import type { EntryPage } from './entry-pages';
import { collectionDescriptors } from '@/content/collections';

/** The editor's collections of Markdown items (the described ones too: content/collections/). */
export const itemCollections: readonly string[] = markdownCollections;

/** Where an item is served, before it has a file name: the build's own path functions. */
const itemPath: Record<MarkdownCollection, (slug: string) => string> = {
  news: (slug) => newsArticlePath(slug || 'new-post'),
  help: (slug) => helpArticlePath(slug || 'new-article'),
  careers: (slug) => jobPath(slug || 'new-opening'),
  ...Object.fromEntries(
    collectionDescriptors.map((descriptor) => [
      descriptor.name,
      (slug: string) => descriptor.itemPath(slug || `new-${descriptor.name}`),
    ]),
  ),
} as Record<MarkdownCollection, (slug: string) => string>;

export function itemPreview(
  collection: string,
  raw: Record<string, unknown>,
  slug: string,
  data: PreviewData,
  context: PreviewContext,
): EntryPage {
  const kind = collection as MarkdownCollection;
  const { body: text, ...front } = raw;
  const issues: Issue[] = [];
  const words = <N extends TemplateName>(name: N): Template<N> | undefined => {
    const parsed = context.parse(templates[name].schema, data.templates[name]);
    issues.push(
      ...parsed.issues.map((each) => ({
        ...each,
        path: `${templates[name].label} template: ${each.path}`,
      })),
    );
    return parsed.data as Template<N> | undefined;
  };
  const verdict = checkEntry(
    kind,
    { slug, data: front, body: typeof text === 'string' ? text : undefined },
    editorEntryContext(data, context),
  );
  issues.push(...verdict.problems);
  const file = `content/${collection}/${slug || 'new'}.md`;
  const { timeZone } = context.company;
  const now = new Date();
  const path = itemPath[kind](slug);
  const publishAt = (verdict.value as { publishAt?: string } | undefined)?.publishAt;
  const publication = publicationAt(publishAt, { timeZone, now, keepScheduled: true });
  const made = (entry: unknown) => ({
    ...(entry as object),
    slug,
    file,
    body: verdict.body as RenderedMarkdown,
  });
  let page: PageContent | undefined;

  const described = collectionDescriptors.find((descriptor) => descriptor.name === collection);
  if (verdict.value && described) {
    // A described collection's item: its descriptor's template and page builder.
    const parsed = context.parse(
      described.template.schema,
      data.templates[described.template.name as TemplateName],
    );
    issues.push(
      ...parsed.issues.map((each) => ({
        ...each,
        path: `${described.template.label} template: ${each.path}`,
      })),
    );
    if (parsed.data)
      page = described.preview(
        made(verdict.value) as Parameters<typeof described.preview>[0],
        parsed.data as Parameters<typeof described.preview>[1],
        { timeZone, now },
      );
  } else if (verdict.value && kind === 'news') {
    const entry = made(verdict.value) as EntryValue<'news'> & ReturnType<typeof made>;
    const template = words('news-article');
    if (template) {
      // The cover as the build makes it (the check read it already).
      const cover =
        entry.image && entry.imageAlt
          ? context.images(
              {
                src: entry.image as `/${string}`,
                alt: entry.imageAlt,
                ...(entry.imageFocus ? { focus: entry.imageFocus } : {}),
              },
              'newsCover',
              { lead: true, share: true },
            )
          : undefined;
      const article = newsArticleOf(entry, cover, publication);
      page = newsArticleContent(article, template, relatedNewsIn(data.published.news, article));
    }
  } else if (verdict.value && kind === 'help') {
    const entry = made(verdict.value) as EntryValue<'help'> & ReturnType<typeof made>;
    const template = words('help-article');
    if (template) {
      const article = helpArticleOf(entry, publication);
      page = helpArticleContent(article, template, relatedHelpIn(data.published.help, article));
    }
  } else if (verdict.value && kind === 'careers') {
    const entry = made(verdict.value) as EntryValue<'careers'> & ReturnType<typeof made>;
    const template = words('job-opening');
    if (template) {
      const logo = context.images(openingLogo(template, entry.title), 'logo', { lead: true });
      const job = jobOpeningOf(entry, template, {
        publication,
        closed: isClosed(entry.validThrough, wallTimeIn(now, timeZone).day),
        logo,
        company: employerOf(context.company.name),
      });
      page = jobOpeningContent(job, template, relatedJobsIn(data.published.jobs, job));
    }
  }
  return {
    ...(page && !issues.length ? { page } : {}),
    path,
    ...(publication.scheduled
      ? { note: `Scheduled for ${momentIn(publishAt!, timeZone).label}` }
      : {}),
    issues: [...issues, ...context.referenced],
  };
}
