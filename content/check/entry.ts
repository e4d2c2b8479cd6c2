// One entry's verdict: every problem the build would refuse it for, as data. The loaders
// (content/load/) throw a ContentError from it, the editor's preview lists it above the page and
// the editor's Save refuses with it (components/editor/editor-checks.ts), so the three cannot disagree:
// tests/unit/entry-check.test.ts runs a corpus of broken entries through the loader and the editor
// and expects the same verdict and the same words.
//
// Pure: the files' data comes in (front matter and body, or a YAML file's data), and what lies
// outside the entry comes through the context: the references it names (a Resolver), its images
// (an ImageReader, which throws an ImageFileError saying why a file cannot be published) and the
// other items of its collection. The build hands in readers of the files, the editor readers of
// its preview data.
import type { z } from 'zod';
import { careerSchema, careerSections, helpSchema, newsSchema } from '../schema/front-matter';
import { campaignSchema } from '../schema/campaign';
import { pageFileSchema } from '../schema/page';
import { companySchema } from '../schema/company';
import { sharedKinds, type SharedKind } from '../schema/shared-kinds';
import { ImageFileError, readingImagesWith, type ImageReader } from '../schema/image';
import { resolvingWith, type Resolver } from '../schema/refs';
import { renderMarkdown } from '../load/markdown';
import { collectionDescriptors } from '../collections';
import { collectionRules } from '../collections/rules';
import { campaignWindowProblems, publicationDayProblems } from '../schema/schedule-rules';
import type { RenderedMarkdown } from '../types';

/** One thing the build would refuse: the field's path (dotted, `body`, or the whole) and why. */
export type EntryProblem = { path: string; message: string };

/** What an entry names outside itself, as the build or the editor knows it. */
export type EntryContext = {
  /** Answers shared keys, the newest posts, the company's facts (page files, campaigns). */
  resolver?: Resolver;
  /** Reads an image field's file; an ImageFileError says why it cannot be published. */
  images: ImageReader;
  /** The file names (slugs) of a collection's other entries, for fields that name them. */
  slugsOf?: (collection: MarkdownCollection) => readonly string[];
};

/** The described collections (content/collections/): each one's name. */
type DescribedName = (typeof collectionDescriptors)[number]['name'];

/** The Markdown collections: front matter and a body (the described ones too). */
export const markdownCollections = [
  'news',
  'careers',
  'help',
  ...collectionDescriptors.map((descriptor) => descriptor.name),
] as const as readonly ('news' | 'careers' | 'help' | DescribedName)[];
export type MarkdownCollection = (typeof markdownCollections)[number];

/** What the build checks an entry as: a Markdown collection, a YAML file, a shared item kind. */
export type EntryKind = MarkdownCollection | 'campaigns' | 'pages' | 'company' | SharedKind;

/** Each kind's schema (its output is what the loaders hand on). */
type EntrySchemas = {
  news: typeof newsSchema;
  careers: typeof careerSchema;
  help: typeof helpSchema;
  campaigns: typeof campaignSchema;
  pages: typeof pageFileSchema;
  company: typeof companySchema;
} & { [K in SharedKind]: (typeof sharedKinds)[K]['schema'] } & {
  [K in DescribedName]: Extract<(typeof collectionDescriptors)[number], { name: K }>['schema'];
};

/** An entry of `kind` as the build reads it. */
export type EntryValue<K extends EntryKind> = z.output<EntrySchemas[K]>;

/** The help center's topic folder: no article may take its name (content/help/topic.md). */
export const helpTopicFolder = 'topic';

/** An entry as read: a YAML file's data, or a Markdown file's front matter and body. */
export type EntryInput = { slug: string; data: unknown; body?: string };

type Rules = {
  schema: z.ZodType;
  /** What the messages call the entry ("news post"). */
  what: string;
  /**
   * The cross-field rules the schema runs once every field is valid (zod skips a refinement of an
   * object with an invalid field), run on the raw data when a field is not, so every problem shows.
   */
  crossField?: (data: Record<string, unknown>) => EntryProblem[];
  /** Problems only the whole entry shows: its body, its slug, its images outside the schema. */
  more?: (
    entry: Record<string, unknown>,
    input: EntryInput,
    context: EntryContext,
  ) => EntryProblem[];
};

/** The body's sections a job opening needs, in this order (its page and JobPosting read them). */
function openingSections(body: RenderedMarkdown): EntryProblem[] {
  const headings = body.headings.map((heading) => heading.text);
  const positions = careerSections.map((section) => headings.indexOf(section));
  const inOrder = positions.every(
    (position, i) => position >= 0 && (i === 0 || position > positions[i - 1]!),
  );
  return inOrder
    ? []
    : [
        {
          path: 'body',
          message: `needs the sections ${careerSections.map((s) => `"## ${s}"`).join(', ')} in this order`,
        },
      ];
}

/** A news post's cover (a path and its alt, not an image field): readable as its page shows it. */
function newsCover(entry: Record<string, unknown>, context: EntryContext): EntryProblem[] {
  const { image, imageAlt, imageFocus } = entry as {
    image?: string;
    imageAlt?: string;
    imageFocus?: string;
  };
  if (!image || !imageAlt) return [];
  try {
    context.images(
      {
        src: image as `/${string}`,
        alt: imageAlt,
        ...(imageFocus ? { focus: imageFocus as never } : {}),
      },
      'newsCover',
      { lead: true, share: true } as never,
    );
    return [];
  } catch (error) {
    if (error instanceof ImageFileError) return [{ path: 'image', message: error.message }];
    throw error;
  }
}

/** Help articles: not the topic folder's name, and `related` names other articles. */
function helpArticle(
  entry: Record<string, unknown>,
  input: EntryInput,
  context: EntryContext,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  if (input.slug === helpTopicFolder)
    problems.push({
      path: '(file name)',
      message: `/help-center/${helpTopicFolder}/ holds the topic pages: give the article another file name`,
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

/** A text field's value, or undefined when it holds none. */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const rules: Record<EntryKind, Rules> = {
  news: {
    schema: newsSchema,
    crossField: (data) =>
      publicationDayProblems({ day: text(data.date), publishAt: text(data.publishAt) }, 'date'),
    what: 'news post',
    more: (entry, _, context) => newsCover(entry, context),
  },
  careers: {
    schema: careerSchema,
    what: 'job opening',
    crossField: (data) =>
      publicationDayProblems(
        { day: text(data.datePosted), publishAt: text(data.publishAt) },
        'datePosted',
      ),
  },
  help: { schema: helpSchema, what: 'help article', more: helpArticle },
  campaigns: {
    schema: campaignSchema,
    what: 'campaign page',
    crossField: (data) =>
      campaignWindowProblems({
        startsAt: text(data.startsAt),
        endsAt: text(data.endsAt),
        followUp: data.followUp ?? undefined,
      }),
  },
  pages: { schema: pageFileSchema, what: 'page' },
  company: { schema: companySchema, what: 'company' },
  ...(Object.fromEntries(
    collectionDescriptors.map((descriptor): [DescribedName, Rules] => [
      descriptor.name,
      {
        schema: descriptor.schema,
        what: descriptor.editor.labelSingular.toLowerCase(),
        crossField: (data) =>
          collectionRules[descriptor.name]?.(
            Object.fromEntries(Object.entries(data).map(([key, value]) => [key, text(value)])),
          ) ?? [],
      },
    ]),
  ) as Record<DescribedName, Rules>),
  ...(Object.fromEntries(
    (Object.keys(sharedKinds) as SharedKind[]).map((kind): [SharedKind, Rules] => [
      kind,
      { schema: sharedKinds[kind].schema, what: `${kind} item` },
    ]),
  ) as Record<SharedKind, Rules>),
};

/** What the messages call an entry of `kind` ("news post", "faqs item"). */
export function entryWhat(kind: EntryKind): string {
  return rules[kind].what;
}

const isMarkdown = (kind: EntryKind): kind is MarkdownCollection =>
  (markdownCollections as readonly string[]).includes(kind);

/**
 * Front matter as the build reads it: a field the editor cleared (written as null or '') is left
 * out, as an optional field that was never set (a required one then says so).
 */
export function withoutCleared(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) => value !== null && value !== '' && value !== undefined,
    ),
  );
}

/** The field paths and messages of a failed parse (`whole`: what an issue of the whole is about). */
export function problemsOf(error: z.ZodError, whole = '(file)'): EntryProblem[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    const unknown = issue.code === 'unrecognized_keys' ? ` ${issue.keys.join(', ')}` : '';
    return { path: (field || whole) + unknown, message: issue.message };
  });
}

/** The body's own rules: it has text, and no list item left empty. */
function bodyProblems(source: string | undefined): {
  body?: RenderedMarkdown;
  problems: EntryProblem[];
} {
  if (!source?.trim())
    return { problems: [{ path: 'body', message: 'is empty: write the text below the fields' }] };
  const body = renderMarkdown(source);
  // The editor's job template starts each section with an empty bullet ("- "); left empty, it
  // would publish a bare dot.
  if (/<li>\s*<\/li>/.test(body.html))
    return {
      body,
      problems: [
        {
          path: 'body',
          message: 'has an empty list item (a "- " line with no text): fill it in or delete it',
        },
      ],
    };
  return { body, problems: [] };
}

/** The verdict on an entry: what it parses to when the build takes it, and every problem. */
export type EntryVerdict = {
  /** The entry as the build reads it (its schema's output), when it has no problem. */
  value?: unknown;
  /** A Markdown entry's body as the build renders it. */
  body?: RenderedMarkdown;
  problems: EntryProblem[];
};

/**
 * Every problem the build finds in one entry of `kind`: its schema (fields, cross-field rules,
 * references, image fields), its body, and the rules only a whole entry shows.
 */
export function checkEntry(
  kind: EntryKind,
  input: EntryInput,
  context: EntryContext,
): EntryVerdict {
  const { schema, more, crossField } = rules[kind];
  const markdown = isMarkdown(kind);
  const data =
    markdown && input.data && typeof input.data === 'object'
      ? withoutCleared(input.data as Record<string, unknown>)
      : input.data;
  const parse = () => schema.safeParse(data);
  const result = readingImagesWith(context.images, () =>
    context.resolver ? resolvingWith(context.resolver, parse) : parse(),
  );
  const problems = result.success ? [] : problemsOf(result.error, markdown ? '(fields)' : '(file)');
  const body = markdown ? bodyProblems(input.body) : undefined;
  if (body) problems.push(...body.problems);
  if (!result.success) {
    // The cross-field rules zod skipped, each once.
    const raw = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    for (const problem of crossField?.(raw) ?? [])
      if (!problems.some((each) => each.path === problem.path && each.message === problem.message))
        problems.push(problem);
    return { problems };
  }
  const parsed = result.data as Record<string, unknown>;
  if (kind === 'careers' && body?.body) problems.push(...openingSections(body.body));
  if (more) problems.push(...more(parsed, input, context));
  if (problems.length) return { problems };
  return { value: parsed, ...(body?.body ? { body: body.body } : {}), problems };
}

/** The problems as the build prints them: one line each, `"field": message`. */
export function describeProblems(problems: readonly EntryProblem[]): string {
  return problems.map(({ path, message }) => `  - "${path}": ${message}`).join('\n');
}

/** The build's message for a refused entry: the file, then each problem. */
export function refusedEntry(
  file: string,
  kind: EntryKind,
  problems: readonly EntryProblem[],
): string {
  return `${file}: the build cannot publish this ${rules[kind].what}\n${describeProblems(problems)}`;
}
