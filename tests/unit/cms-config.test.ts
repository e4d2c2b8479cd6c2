/**
 * @jest-environment node
 */
// The content editor's config (public/admin/config.yml, scripts/cms-assets.ts): its fields come
// from the build's schemas, so a field added to a schema is in the editor with no other change, and
// the collection builders the pages, shared items and campaign pages use give a marketer typed
// blocks, relation pickers and the same editorial workflow.
import { z } from 'zod';
import * as schemas from '@/content/collections/schema';
import {
  campaignsCollection,
  cmsCollections,
  pagesCollection,
  sharedCollections,
  type CmsCollection,
  type CmsField,
} from '@/content/collections/cms';
import { cmsConfig } from '@/scripts/cms-assets';
import { campaignSchema, pageSchema, sharedKinds } from './fixtures/cms-blocks';

/** No CMS_* settings: the config as a fresh clone builds it. */
const noEnv = {} as NodeJS.ProcessEnv;

/** The written config's collections, loaded afresh with the schema module `mock` in its place. */
async function configWith(mock: { [name in keyof typeof schemas]?: z.ZodType }) {
  let collections: CmsCollection[] = [];
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@/content/collections/schema', () => ({ ...schemas, ...mock }));
    collections = (await import('@/scripts/cms-assets')).cmsConfig(noEnv).collections;
  });
  jest.dontMock('@/content/collections/schema');
  return collections;
}

const fieldsOf = (collections: CmsCollection[], name: string) => {
  const collection = collections.find((each) => each.name === name);
  if (!collection || !('fields' in collection)) throw new Error(`no folder collection ${name}`);
  return collection.fields;
};

/** Every relation field, however deep (objects, lists, typed blocks). */
const relations = (fields: CmsField[]): CmsField[] =>
  fields.flatMap((field) => [
    ...(field.widget === 'relation' ? [field] : []),
    ...relations([
      ...(field.fields ?? []),
      ...(field.types ?? []),
      ...(field.field ? [field.field] : []),
    ]),
  ]);

describe('the editor’s fields come from the schemas', () => {
  it('a field added to a schema is in the written config, with no other change', async () => {
    const subtitle = z
      .string()
      .max(120)
      .optional()
      .meta({ title: 'Subtitle', description: 'Under the title.' });
    const before = fieldsOf(await configWith({}), 'news');
    const after = fieldsOf(
      await configWith({ newsSchema: schemas.newsSchema.safeExtend({ subtitle }) }),
      'news',
    );
    expect(after.map((field) => field.name)).toEqual([
      ...before.slice(0, -1).map((field) => field.name),
      'subtitle',
      'body',
    ]);
    expect(after.find((field) => field.name === 'subtitle')).toEqual({
      name: 'subtitle',
      label: 'Subtitle',
      widget: 'string',
      required: false,
      hint: 'Under the title.',
    });
  });

  it('a changed rule is changed in the editor: allowed values, required flag, widget', async () => {
    const topics = ['Billing', 'Security'] as const;
    const help = fieldsOf(
      await configWith({
        helpSchema: schemas.helpSchema.extend({
          topic: z.enum(topics),
          updated: schemas.helpSchema.shape.updated.optional(),
          excerpt: z.string().meta({ widget: 'markdown' }),
        }),
      }),
      'help',
    );
    const byName = Object.fromEntries(help.map((field) => [field.name, field]));
    expect(byName.topic!.options!.map((option) => option.value)).toEqual(topics);
    expect(byName.updated!.required).toBe(false);
    expect(byName.excerpt!.widget).toBe('markdown');
  });

  it('every front-matter field, in the schema’s order, then the Markdown body', () => {
    const collections = cmsConfig(noEnv).collections;
    const cases = [
      ['news', schemas.newsSchema],
      ['careers', schemas.careerSchema],
      ['help', schemas.helpSchema],
    ] as const;
    expect(collections.map((collection) => collection.name)).toEqual(cases.map(([name]) => name));
    for (const [name, schema] of cases) {
      const fields = fieldsOf(collections, name);
      expect(fields.map((field) => field.name)).toEqual([...Object.keys(schema.shape), 'body']);
      expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
    }
  });

  it('what a writer sees: labels, hints, drop-downs, date pickers, patterns', () => {
    const news = Object.fromEntries(fieldsOf(cmsCollections, 'news').map((f) => [f.name, f]));
    expect(news.author!.options).toContainEqual({ label: 'Sneha Iyer', value: 'sneha' });
    expect(news.category!.options).toContainEqual({ label: 'Customers', value: 'customers' });
    expect(news.date).toMatchObject({
      label: 'Publication date',
      widget: 'datetime',
      format: 'YYYY-MM-DD',
    });
    expect(news.excerpt).toMatchObject({
      widget: 'text',
      hint: expect.stringMatching(/^60 to 170/),
    });
    expect(news.image).toMatchObject({ label: 'Cover image', widget: 'image', required: false });
    const careers = Object.fromEntries(fieldsOf(cmsCollections, 'careers').map((f) => [f.name, f]));
    expect(careers.country!.pattern).toEqual([
      '^[A-Z]{2}$',
      'must be two capital letters, e.g. IN or GB',
    ]);
    expect(careers.salary!.fields!.map((f) => [f.label, f.value_type, f.min])).toEqual([
      ['Currency', undefined, undefined],
      ['From', 'int', 1],
      ['To', 'int', 1],
    ]);
    expect(careers.hoursPerWeek).toMatchObject({ value_type: 'int', min: 1, max: 80 });
    const help = Object.fromEntries(fieldsOf(cmsCollections, 'help').map((f) => [f.name, f]));
    expect(help.related).toEqual({
      name: 'related',
      label: 'Related articles',
      widget: 'relation',
      required: false,
      collection: 'help',
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
      multiple: true,
      max: 6,
    });
  });

  it('every relation in the written config picks from a collection of the config', () => {
    const collections = cmsConfig(noEnv).collections;
    const names = collections.map((collection) => collection.name);
    const found = collections.flatMap((collection) =>
      relations(
        'fields' in collection ? collection.fields : collection.files.flatMap((f) => f.fields),
      ),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const relation of found) expect(names).toContain(relation.collection);
  });
});

describe('collections of YAML data (pages, shared items, campaign pages)', () => {
  const files = [
    { name: 'home', label: 'Home', path: '/' },
    { name: 'home-ten', label: 'Home ten', path: '/home-ten/' },
  ];

  it('pages: one form per route’s file, previewed at its route, typed blocks for sections', () => {
    const pages = pagesCollection(pageSchema, files, sharedKinds);
    expect(pages).toMatchObject({
      name: 'pages',
      format: 'yml',
      extension: 'yml',
      create: false,
      delete: false,
    });
    expect(pages.files.map(({ fields, ...file }) => (expect(fields).toBeDefined(), file))).toEqual([
      { name: 'home', label: 'Home', file: 'content/pages/home.yml', preview_path: '' },
      {
        name: 'home-ten',
        label: 'Home ten',
        file: 'content/pages/home-ten.yml',
        preview_path: 'home-ten/',
      },
    ]);
    const fields = pages.files[1]!.fields;
    expect(fields.map((field) => field.name)).toEqual(['meta', 'header', 'footer', 'sections']);
    const sections = fields.at(-1)!;
    // Decap's typed list: add (a menu of the types), remove, drag to reorder, edit each block.
    expect(sections).toMatchObject({ widget: 'list', typeKey: 'type' });
    expect(sections.types!.map((type) => [type.name, type.label])).toEqual([
      ['hero', 'Hero banner'],
      ['faq', 'Faq'],
    ]);
    expect(sections.allow_add ?? true).toBe(true);
    expect(sections.allow_reorder ?? true).toBe(true);
    expect(relations(fields).map((relation) => relation.collection)).toEqual([
      'testimonials',
      'faqs',
    ]);
  });

  it('shared items: a folder per kind, one YAML file per item keyed by file name', () => {
    const shared = sharedCollections(sharedKinds);
    expect(shared).toEqual([
      expect.objectContaining({
        name: 'testimonials',
        label: 'Testimonials',
        folder: 'content/shared/testimonials',
        create: true,
        delete: true,
        format: 'yml',
        extension: 'yml',
        slug: '{{slug}}',
        identifier_field: 'name',
        summary: '{{name}}',
      }),
      expect.objectContaining({
        name: 'faqs',
        folder: 'content/shared/faqs',
        identifier_field: 'question',
      }),
    ]);
    expect(shared[1]!.fields.map((field) => [field.name, field.widget])).toEqual([
      ['question', 'string'],
      ['answer', 'markdown'],
    ]);
    expect(() =>
      sharedCollections({
        bare: { label: 'Bare', schema: z.object({ n: z.number() }), folder: 'x' },
      }),
    ).toThrow('shared kind "bare" has no text field');
  });

  it('campaign pages: created here, named by their title, previewed at /campaigns/<slug>/', () => {
    const campaigns = campaignsCollection(campaignSchema, sharedKinds);
    expect(campaigns).toMatchObject({
      name: 'campaigns',
      folder: 'content/campaigns',
      create: true,
      delete: true,
      format: 'yml',
      extension: 'yml',
      slug: '{{slug}}',
      identifier_field: 'meta.title',
      preview_path: 'campaigns/{{slug}}/',
    });
    expect(campaigns.fields.at(-1)).toEqual({
      name: 'indexable',
      label: 'Indexable',
      widget: 'boolean',
      required: false,
      hint: 'Off: noindex and no sitemap.',
      default: false,
    });
    expect(campaigns.fields.find((field) => field.name === 'sections')!.types).toHaveLength(2);
  });

  it('wired into the config: one editorial workflow, every relation finds its collection', () => {
    const config = cmsConfig(noEnv, [
      ...cmsCollections,
      pagesCollection(pageSchema, files, sharedKinds),
      ...sharedCollections(sharedKinds),
      campaignsCollection(campaignSchema, sharedKinds),
    ]);
    expect(config.publish_mode).toBe('editorial_workflow');
    const names = config.collections.map((collection) => collection.name);
    expect(names).toEqual([
      'news',
      'careers',
      'help',
      'pages',
      'testimonials',
      'faqs',
      'campaigns',
    ]);
    const found = config.collections.flatMap((collection) =>
      relations(
        'fields' in collection ? collection.fields : collection.files.flatMap((f) => f.fields),
      ),
    );
    expect(new Set(found.map((relation) => relation.collection))).toEqual(
      new Set(['help', 'testimonials', 'faqs']),
    );
    for (const relation of found) expect(names).toContain(relation.collection);
  });
});
