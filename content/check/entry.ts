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
import { campaignSchema } from '../schema/campaign';
import { pageFileSchema } from '../schema/page';
import { companySchema } from '../schema/company';
import { sharedKinds, type SharedKind } from '../schema/shared-kinds';
import { readingImagesWith } from '../schema/image';
import { resolvingWith } from '../schema/refs';
import { renderMarkdown } from '../load/markdown';
import { collectionDescriptors } from '../collections';
import type { CollectionDescriptor } from '../collections/descriptor';
import { campaignWindowProblems } from '../schema/schedule-rules';
import type { RenderedMarkdown } from '../types';
import type { EntryContext, EntryInput, EntryProblem } from './context';
import { plainMessage } from '../schema/errors';

export type { EntryContext, EntryInput, EntryProblem } from './context';

/** The described collections (content/collections/): each one's name. */
type DescribedName = (typeof collectionDescriptors)[number]['name'];

/** The Markdown collections: front matter and a body, each described (content/collections/). */
export const markdownCollections: readonly DescribedName[] = collectionDescriptors.map(
  (descriptor) => descriptor.name,
);
export type MarkdownCollection = (typeof markdownCollections)[number];

/** What the build checks an entry as: a Markdown collection, a YAML file, a shared item kind. */
export type EntryKind = MarkdownCollection | 'campaigns' | 'pages' | 'company' | SharedKind;

/** Each kind's schema (its output is what the loaders hand on). */
type EntrySchemas = {
  campaigns: typeof campaignSchema;
  pages: typeof pageFileSchema;
  company: typeof companySchema;
} & { [K in SharedKind]: (typeof sharedKinds)[K]['schema'] } & {
  [K in DescribedName]: Extract<(typeof collectionDescriptors)[number], { name: K }>['schema'];
};

/** An entry of `kind` as the build reads it. */
export type EntryValue<K extends EntryKind> = z.output<EntrySchemas[K]>;

type Rules = {
  schema: z.ZodType;
  /** What the messages call the entry ("news post"). */
  what: string;
  /**
   * The cross-field rules the schema runs once every field is valid (zod skips a refinement of an
   * object with an invalid field), run on the raw data when a field is not, so every problem shows.
   */
  crossField?: (data: Record<string, unknown>) => EntryProblem[];
  /** Its body's own rules (an opening's sections). */
  body?: (body: RenderedMarkdown) => EntryProblem[];
  /** Problems only the whole entry shows: its slug, its images outside the schema. */
  more?: (
    entry: Record<string, unknown>,
    input: EntryInput,
    context: EntryContext,
  ) => EntryProblem[];
};

/** A descriptor's own rules (content/collections/descriptor.ts `check`). */
type DescriptorCheck = CollectionDescriptor<unknown, unknown, unknown, unknown>['check'];

/** A text field's value, or undefined when it holds none. */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const rules: Record<EntryKind, Rules> = {
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
        ...('check' in descriptor ? descriptor.check : {}),
        crossField: (data) => {
          const check: DescriptorCheck = 'check' in descriptor ? descriptor.check : {};
          const texts = Object.entries(data).map(([key, value]) => [key, text(value)]);
          return check?.crossField?.(Object.fromEntries(texts)) ?? [];
        },
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
    return { path: (field || whole) + unknown, message: plainMessage(issue) };
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
  const { schema, more, crossField, body: bodyRules } = rules[kind];
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
  if (bodyRules && body?.body) problems.push(...bodyRules(body.body));
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
