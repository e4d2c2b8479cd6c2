// An item of a Markdown collection (content/collections/: a news post, job opening, help
// article, event) as the page the build makes of its file: the entry checked by the build's own
// entry check (content/check/entry.ts: schema, body, cover, sections), the page made by its
// descriptor's `preview` (the build's own builders) with its templates' words and the items the
// build published (the preview data). No rule of the build is written here: the preview lists
// the check's problems and shows the page.
import type { TemplateName } from '@/content/schema/templates';
import { checkEntry, markdownCollections, type MarkdownCollection } from '@/content/check/entry';
import { publicationAt } from '@/content/generated/item-pages';
import type { PageContent, RenderedMarkdown } from '@/content/types';
import { momentIn } from '@/lib/zoned-time';
import type { PreviewData } from './preview-data';
import { editorEntryContext, type Issue, type PreviewContext } from './preview-context';
import type { EntryPage } from './entry-pages';
import { collectionDescriptors } from '@/content/collections';

/** The editor's collections of Markdown items (each described: content/collections/). */
export const itemCollections: readonly string[] = markdownCollections;

export function itemPreview(
  collection: string,
  raw: Record<string, unknown>,
  slug: string,
  data: PreviewData,
  context: PreviewContext,
): EntryPage {
  const kind = collection as MarkdownCollection;
  const descriptor = collectionDescriptors.find((each) => each.name === kind)!;
  const { body: text, ...front } = raw;
  const issues: Issue[] = [];
  const verdict = checkEntry(
    kind,
    { slug, data: front, body: typeof text === 'string' ? text : undefined },
    editorEntryContext(data, context),
  );
  issues.push(...verdict.problems);
  const file = `content/${descriptor.folder}/${slug || 'new'}.md`;
  const { timeZone } = context.company;
  const now = new Date();
  // Where the item is served, before it has a file name ("new-post"): the build's own path function.
  const singular = descriptor.editor.labelSingular.split(' ').pop()!.toLowerCase();
  const path = descriptor.itemPath(slug || `new-${singular}`);
  const publishAt = (verdict.value as { publishAt?: string } | undefined)?.publishAt;
  const publication = publicationAt(publishAt, { timeZone, now, keepScheduled: true });
  let page: PageContent | undefined;
  if (verdict.value) {
    // The templates' words its page has, each parsed (an issue names the template).
    const words = descriptor.preview.templates.map((template) => {
      const parsed = context.parse(template.schema, data.templates[template.name as TemplateName]);
      issues.push(
        ...parsed.issues.map((each) => ({
          ...each,
          path: `${template.label} template: ${each.path}`,
        })),
      );
      return parsed.data;
    });
    if (words.every((each) => each !== undefined)) {
      const entry = {
        ...(verdict.value as object),
        slug,
        file,
        body: verdict.body as RenderedMarkdown,
      };
      const build = descriptor.preview.page as (
        entry: unknown,
        words: unknown[],
        context: Parameters<typeof descriptor.preview.page>[2],
      ) => PageContent;
      page = build(entry, words, {
        timeZone,
        now,
        publication,
        company: context.company,
        images: context.images,
        published: data.published[descriptor.name] ?? [],
      });
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
