// A news post, job opening or help article as the page the build makes of its file: the front
// matter parsed by the build's schema, the body rendered by the build's Markdown pipeline, the item
// and its page made by the build's own functions (content/generated/item-pages.ts) with the
// template's words; its related items from what the build published (the preview data).
import type { z } from 'zod';
import { careerSchema, helpSchema, newsSchema } from '@/content/schema/front-matter';
import { templates, type Template, type TemplateName } from '@/content/schema/templates';
import { ImageFileError, type ImageFields } from '@/content/schema/image';
import { fillPlaceholders } from '@/content/schema/templates';
import {
  helpArticleContent,
  helpArticleOf,
  jobOpeningContent,
  jobOpeningOf,
  newsArticleContent,
  newsArticleOf,
  relatedHelpIn,
  relatedJobsIn,
  relatedNewsIn,
} from '@/content/generated/item-pages';
import { renderMarkdown } from '@/content/load/markdown';
import type { PageContent, Publication } from '@/content/types';
import { momentIn, wallTimeIn } from '@/lib/zoned-time';
import type { PreviewData } from './preview-data';
import { frontMatterOf, issuesOf, type Issue, type PreviewContext } from './preview-context';
import type { EntryPage } from './entry-pages';
import { collectionDescriptors } from '@/content/collections';

/** The editor's collections of Markdown items (and each described one: content/collections/). */
export const itemCollections = [
  'news',
  'careers',
  'help',
  ...collectionDescriptors.map((descriptor) => descriptor.name),
];

/** A publishAt as the preview shows it: the item as it will be, marked when still to come. */
function publicationIn(publishAt: string | undefined, timeZone: string): Publication {
  if (publishAt === undefined) return { show: true };
  const moment = momentIn(publishAt, timeZone);
  const when = { day: moment.day, at: moment.at };
  return Date.parse(moment.at) > Date.now()
    ? { show: true, scheduled: moment, ...when }
    : { show: true, ...when };
}

/** The body as the build renders it, or the build's message (content/load/markdown-collection.ts). */
function bodyOf(text: unknown, issues: Issue[]) {
  const source = typeof text === 'string' ? text : '';
  if (!source.trim()) {
    issues.push({ path: 'body', message: 'the body (below the front matter) is empty' });
    return undefined;
  }
  const body = renderMarkdown(source);
  if (/<li>\s*<\/li>/.test(body.html))
    issues.push({
      path: 'body',
      message:
        'the body has an empty list item (a "- " line with no text): fill it in or delete it',
    });
  return body;
}

type Parsed<S extends z.ZodType> = z.output<S>;

export function itemPreview(
  collection: string,
  raw: Record<string, unknown>,
  slug: string,
  data: PreviewData,
  context: PreviewContext,
): EntryPage {
  const { body: text, ...front } = raw;
  const issues: Issue[] = [];
  const words = <N extends TemplateName>(name: N): Template<N> | undefined => {
    const parsed = context.parse(templates[name].schema, data.templates[name]);
    issues.push(
      ...parsed.issues.map((each) => ({
        ...each,
        path: `content/templates/${name}.yml: ${each.path}`,
      })),
    );
    return parsed.data as Template<N> | undefined;
  };
  const parse = <S extends z.ZodType>(schema: S): Parsed<S> | undefined => {
    const result = schema.safeParse(frontMatterOf(front));
    if (result.success) return result.data;
    issues.push(...issuesOf(result.error, '(front matter)'));
    return undefined;
  };
  const body = bodyOf(text, issues);
  const file = `content/${collection}/${slug || 'new'}.md`;
  const { timeZone } = context.company;
  let page: PageContent | undefined;
  let path = '/';
  let publishAt: string | undefined;
  const described = collectionDescriptors.find((descriptor) => descriptor.name === collection);

  if (described) {
    // A described collection's item: its descriptor's schema, template and page builder.
    const entry = parse(described.schema);
    const parsed = context.parse(
      described.template.schema,
      data.templates[described.template.name as TemplateName],
    );
    issues.push(
      ...parsed.issues.map((each) => ({
        ...each,
        path: `content/templates/${described.template.name}.yml: ${each.path}`,
      })),
    );
    path = described.itemPath(slug || `new-${described.name}`);
    if (entry && body && parsed.data) {
      publishAt = entry.publishAt;
      page = described.preview(
        { ...entry, slug, file, body },
        parsed.data as Parameters<typeof described.preview>[1],
        { timeZone, now: new Date() },
      );
    }
  } else if (collection === 'news') {
    const entry = parse(newsSchema);
    const template = words('news-article');
    path = `/news/${slug || 'new-post'}/`;
    if (entry && body && template) {
      publishAt = entry.publishAt;
      let cover;
      if (entry.image && entry.imageAlt) {
        try {
          cover = context.images(
            {
              src: entry.image as ImageFields['src'],
              alt: entry.imageAlt,
              ...(entry.imageFocus ? { focus: entry.imageFocus } : {}),
            },
            'newsCover',
            { lead: true, share: true },
          );
        } catch (error) {
          if (!(error instanceof ImageFileError)) throw error;
          issues.push({ path: 'image', message: error.message });
        }
      }
      const article = newsArticleOf(
        { ...entry, slug, file, body },
        cover,
        publicationIn(entry.publishAt, timeZone),
      );
      page = newsArticleContent(article, template, relatedNewsIn(data.published.news, article));
    }
  } else if (collection === 'help') {
    const entry = parse(helpSchema);
    const template = words('help-article');
    path = `/help-center/${slug || 'new-article'}/`;
    if (entry && body && template) {
      publishAt = entry.publishAt;
      const article = helpArticleOf(
        { ...entry, slug, file, body },
        publicationIn(entry.publishAt, timeZone),
      );
      page = helpArticleContent(article, template, relatedHelpIn(data.published.help, article));
    }
  } else {
    const entry = parse(careerSchema);
    const template = words('job-opening');
    path = `/career/${slug || 'new-opening'}/`;
    if (entry && body && template) {
      publishAt = entry.publishAt;
      const logo = context.images(
        {
          src: '/images/careers/finorbit-mark.svg',
          alt: fillPlaceholders(template.card.logoAlt, { title: entry.title }),
        },
        'logo',
        { lead: true },
      );
      const today = wallTimeIn(new Date(), timeZone).day;
      const job = jobOpeningOf({ ...entry, slug, file, body }, template, {
        publication: publicationIn(entry.publishAt, timeZone),
        closed: entry.validThrough < today,
        logo,
        company: `${context.company.name} Technologies`,
      });
      page = jobOpeningContent(job, template, relatedJobsIn(data.published.jobs, job));
    }
  }
  const scheduled = publishAt && Date.parse(momentIn(publishAt, timeZone).at) > Date.now();
  return {
    ...(page && !issues.length ? { page } : {}),
    path,
    ...(scheduled ? { note: `Scheduled for ${momentIn(publishAt!, timeZone).label}` } : {}),
    issues: [...issues, ...context.referenced],
  };
}
