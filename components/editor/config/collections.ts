// How the content editor (Decap CMS, /admin/) edits each collection. The fields are generated
// from the zod schemas the build parses the files with (content/schema/, through
// components/editor/config/cms-fields.ts); each Markdown collection's folder, list, labels and
// body come from its descriptor (content/collections/, looped over: describedCollections). The
// builders below do the same for data files in YAML (pages, the generated pages' templates,
// shared items, campaign pages), and editorCollections() is every collection the
// editor shows (scripts/cms-assets.ts writes it into the config). The company's time zone comes in
// as an argument (scripts/cms-assets.ts reads content/company.yml): every date-and-time field's hint
// names it, and this module reads no content file.
import type { z } from 'zod';
import { cmsFields, titleField, words, type CmsField, type RefTargets } from './cms-fields';
import { campaignSchema } from '@/content/schema/campaign';
import { companyFile, companySchema } from '@/content/schema/company';
import { pageFileSchema } from '@/content/schema/page';
import { sharedKinds } from '@/content/schema/shared-kinds';
import { templates } from '@/content/schema/templates';
import { pageFileSummaries } from '@/content/load/page-list';
import { collectionDescriptors, ownTemplates } from '@/content/collections';

export type { CmsField } from './cms-fields';

type EditorialSettings = {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  summary?: string;
};

/** A folder of entries, one file each (Markdown with front matter, or YAML data). */
export type CmsFolderCollection = EditorialSettings & {
  folder: string;
  create: boolean;
  delete: boolean;
  extension: 'md' | 'yml';
  format: 'frontmatter' | 'yml';
  slug: string;
  identifier_field?: string;
  preview_path?: string;
  /** The list's sort options; the one with `default_sort` is how it opens (newest first). */
  sortable_fields?: (string | { field: string; default_sort: 'asc' | 'desc' })[];
  fields: CmsField[];
};

/** A fixed set of files, each with its own form (pages: one per route). */
export type CmsFilesCollection = EditorialSettings & {
  format: 'yml';
  extension: 'yml';
  create: false;
  delete: false;
  files: { name: string; label: string; file: string; preview_path: string; fields: CmsField[] }[];
};

export type CmsCollection = CmsFolderCollection | CmsFilesCollection;

/** The Markdown body under the front matter. */
const body = (hint: string, template?: string): CmsField => ({
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  hint,
  buttons: [
    'bold',
    'italic',
    'link',
    'heading-two',
    'heading-three',
    'quote',
    'bulleted-list',
    'numbered-list',
  ],
  editor_components: [],
  ...(template ? { default: template } : {}),
});

const markdownFolder = (name: string) =>
  ({
    folder: `content/${name}`,
    create: true,
    delete: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{slug}}',
  }) as const;

/**
 * Each described collection (content/collections/: news, job openings, help articles, events):
 * one Markdown file per item, its fields from its schema (a relation field naming the collection's
 * own items picks among them), its labels, list and body from its descriptor's `editor`.
 * `timeZone`: the company's (the hint of each Publish at field names it).
 */
export const describedCollections = (timeZone: string): CmsFolderCollection[] =>
  collectionDescriptors.map((descriptor) => {
    const { name, folder, schema, itemPath } = descriptor;
    const editor: (typeof collectionDescriptors)[number]['editor'] & {
      description?: string;
      bodyTemplate?: string;
      refersToItself?: boolean;
    } = descriptor.editor;
    return {
      name,
      label: editor.label,
      label_singular: editor.labelSingular,
      ...(editor.description ? { description: editor.description } : {}),
      ...markdownFolder(folder),
      preview_path: itemPath('{{slug}}').replace(/^\//, ''),
      summary: editor.summary,
      sortable_fields: editor.sortableFields,
      fields: [
        ...cmsFields(schema, {
          ...(editor.refersToItself ? { refs: { [name]: { schema } } } : {}),
          timeZone,
        }),
        body(editor.bodyHint, editor.bodyTemplate),
      ],
    };
  });

/** A page file: `content/pages/<name>.yml`, shown at `path` (`/` for the home page). */
export type EditorPageFile = { name: string; label: string; path: string };

/**
 * Pages: one form per route's file, `content/pages/<name>.yml`, generated from the page schema
 * (meta, header and footer options, `sections` as a list of typed blocks to add, remove, reorder
 * and edit). Pages are not created or deleted here: a route needs its folder in app/ (campaign
 * pages do not; see campaignsCollection). `refs` are the shared kinds the relation pickers offer.
 */
export function pagesCollection(
  pageSchema: z.ZodType,
  files: EditorPageFile[],
  refs: RefTargets = {},
): CmsFilesCollection {
  const fields = cmsFields(pageSchema, { refs });
  return yamlFiles(
    {
      name: 'pages',
      label: 'Pages',
      label_singular: 'Page',
      description:
        'Every page of the site: its title and description, header and footer, and its sections in order.',
    },
    files.map((file) => ({ ...file, file: `content/pages/${file.name}.yml`, fields })),
  );
}

/** One file of a files collection: shown at `path` (the editor's preview link). */
type EditorFile = { name: string; label: string; path: string; file: string; fields: CmsField[] };

/** A fixed set of YAML files, each with its form: not created or deleted in the editor. */
function yamlFiles(settings: EditorialSettings, files: EditorFile[]): CmsFilesCollection {
  return {
    ...settings,
    format: 'yml',
    extension: 'yml',
    create: false,
    delete: false,
    files: files.map(({ name, label, path, file, fields }) => ({
      name,
      label,
      file,
      preview_path: path.replace(/^\//, ''),
      fields,
    })),
  };
}

/**
 * A template: `content/templates/<name>.yml`, the words of a family of generated pages, with its
 * own schema; labelled by the family and its paths, previewed at `preview` (where they are listed).
 */
export type TemplateFile = { name: string; label: string; preview: string; schema: z.ZodType };

/**
 * Generated pages: one form per template (content/schema/templates.ts), over the words of the pages
 * the build makes from the news posts, help articles and job openings. Not created or deleted here:
 * a family of pages is code (content/generated/). `refs`: the shared kinds a template may pick.
 */
export function templatesCollection(
  files: TemplateFile[],
  refs: RefTargets = {},
): CmsFilesCollection {
  return yamlFiles(
    {
      name: 'templates',
      label: 'Generated pages',
      label_singular: 'Generated page',
      description:
        'The words of the pages the build makes from the news posts, help articles and job openings. {page}, {title} and the like are filled in on each page (each field’s hint lists them); {{email.support}} and the like are the company’s facts.',
    },
    files.map((file) => ({
      name: file.name,
      label: file.label,
      path: file.preview,
      file: `content/templates/${file.name}.yml`,
      fields: cmsFields(file.schema, { refs }),
    })),
  );
}

/**
 * The Generated pages collection's files: every template of content/schema/templates.ts, labelled
 * by its family and paths ("Help topics — /help-center/topic/<topic>/").
 */
export function templateFiles(): TemplateFile[] {
  return [
    ...Object.values(templates).map((template, i) => ({
      ...template,
      name: Object.keys(templates)[i]!,
    })),
    ...ownTemplates,
  ].map(({ name, label, paths, preview, schema }) => ({
    name,
    label: `${label} — ${paths}`,
    preview,
    schema,
  }));
}

/** A folder of YAML entries editors create and delete, each file named from its `title` field. */
const yamlFolder = (folder: string, title: string | undefined) =>
  ({
    folder,
    create: true,
    delete: true,
    extension: 'yml',
    format: 'yml',
    slug: '{{slug}}',
    ...(title ? { identifier_field: title, summary: `{{${title}}}` } : {}),
  }) as const;

/**
 * A shared kind with no text field is listed by key (file name), to edit, not to create. Decap logs
 * a collection without an identifier field as misconfigured: the entry's slug (its key, as the
 * relation pickers search it) is named instead.
 */
const byKey = { create: false, identifier_field: 'slug', summary: '{{filename}}' } as const;

/** The shared kinds: content/schema/shared-kinds.ts's `sharedKinds`. */
export type SharedKinds = Record<
  string,
  {
    label: string;
    /** One item, as Decap's "Create entry of type …" names it. */
    singular?: string;
    /** How the list names an item (Decap's summary template), when its title field is not enough. */
    summary?: string;
    schema: z.ZodType;
    folder: string;
  }
>;

/**
 * One collection per shared kind: `<folder>/<key>.yml`, one file per item, its key (file name) made
 * from its title field when it is created. Pages pick the items by key (relation fields). A kind
 * with no text field to name a new item by (carousel presets: numbers and switches) lists its
 * items by key, to edit; a new one is a file a developer adds.
 */
export function sharedCollections(sharedKinds: SharedKinds): CmsFolderCollection[] {
  return Object.entries(sharedKinds).map(([kind, { label, singular, summary, schema, folder }]) => {
    const title = titleField(schema);
    return {
      name: kind,
      label,
      ...(singular ? { label_singular: singular } : {}),
      description: 'Shared: an item here shows on every page that picks it.',
      ...yamlFolder(folder, title),
      ...(title ? { sortable_fields: [title] } : byKey),
      ...(summary ? { summary } : {}),
      fields: cmsFields(schema, { refs: sharedKinds }),
    };
  });
}

/**
 * Campaign pages: `content/campaigns/<slug>.yml`, created here from the same blocks as the pages,
 * published at `/campaigns/<slug>/` (`noindex` unless `indexable` is switched on).
 * `campaignSchema` is the page schema plus `indexable` and its window (startsAt, endsAt, followUp),
 * whose times are in `timeZone` (the company's). The list shows the window: "Gold loan week, from
 * 2026-12-01 09:00, until 2026-12-08 18:00".
 */
export function campaignsCollection(
  campaignSchema: z.ZodType,
  refs: RefTargets = {},
  timeZone?: string,
): CmsFolderCollection {
  const fields = cmsFields(campaignSchema, { refs, timeZone });
  const meta = fields.find((field) => field.name === 'meta');
  const title = meta?.fields?.find((field) => field.name === 'title')
    ? 'meta.title'
    : titleField(campaignSchema);
  if (!title) throw new Error('cms: the campaign schema has no title to name a new page by');
  const names = new Set(fields.map((field) => field.name));
  return {
    name: 'campaigns',
    label: 'Campaign pages',
    label_singular: 'Campaign page',
    description:
      'Landing pages at /campaigns/<name>/, built from the same sections as the site’s pages.',
    ...yamlFolder('content/campaigns', title),
    preview_path: 'campaigns/{{slug}}/',
    ...(names.has('startsAt') && names.has('endsAt')
      ? {
          summary: `{{${title}}}{{startsAt | ternary(', from ', '')}}{{startsAt}}{{endsAt | ternary(', until ', '')}}{{endsAt}}`,
        }
      : {}),
    fields,
  };
}

/**
 * The company's facts: one form over `file` (content/company.yml, `companyFile` of
 * content/schema/company.ts) from `companySchema`, previewed on the contact page.
 */
export function companyCollection(companySchema: z.ZodType, file: string): CmsFilesCollection {
  return yamlFiles(
    {
      name: 'company',
      label: 'Company',
      description:
        'The company’s facts every page reads: contacts, stats, offices and social links. Edit a fact here once.',
    },
    [
      {
        name: 'company',
        label: 'Company facts',
        path: '/contact/',
        file,
        fields: cmsFields(companySchema),
      },
    ],
  );
}

/**
 * The Pages collection's files: every `content/pages/*.yml` (the not-found page's too, which
 * app/global-not-found.tsx reads), labelled by the page's title and the path its `route` gives
 * ("Success Stories — /casestudy/"). Read leniently, not through the route map, so the editor opens
 * even when a content file is broken, to mend it.
 */
export function editorPageFiles(): EditorPageFile[] {
  return pageFileSummaries().map(
    ({ name, title, path: at = name === 'not-found' ? '/404.html' : '/' }) => ({
      name,
      label: `${title ?? words(name)} — ${at}`,
      path: at,
    }),
  );
}

/**
 * Every collection of the editor: the described ones (news, job openings, help, events), the
 * pages, the generated pages' templates, the campaign pages, the company's facts and each shared
 * kind. `timeZone`: the company's (content/company.yml), which the date-and-time fields' hints name.
 */
export function editorCollections(timeZone: string): CmsCollection[] {
  return [
    ...describedCollections(timeZone),
    pagesCollection(pageFileSchema, editorPageFiles(), sharedKinds),
    templatesCollection(templateFiles(), sharedKinds),
    campaignsCollection(campaignSchema, sharedKinds, timeZone),
    companyCollection(companySchema, companyFile),
    ...sharedCollections(sharedKinds),
  ];
}
