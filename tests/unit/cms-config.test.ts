/**
 * @jest-environment node
 */
// The content editor's config (public/admin/config.yml, scripts/cms-assets.ts): its fields come
// from the build's schemas, so a field added to a schema is in the editor with no other change, and
// the collection builders the pages, shared items and campaign pages use give a marketer typed
// blocks, relation pickers and the same editorial workflow. The written file is YAML whose repeated
// definitions are aliases; read back, it is the object the builders return.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isAlias, parse, parseDocument } from 'yaml';
import { z } from 'zod';
import * as schemas from '@/content/schema/front-matter';
import { cmsFields } from '@/components/editor/config/cms-fields';
import { pageContent, pages, staticPage } from '@/content/routes';
import { pageFileSchema as sitePageSchema } from '@/content/schema/page';
import { campaignSchema as siteCampaignSchema } from '@/content/schema/campaign';
import { companyFile, companySchema } from '@/content/schema/company';
import { fileFormSchemas, generatedSectionTypes, sectionSchemas } from '@/content/schema/sections';
import { templates, type TemplateName } from '@/content/schema/templates';
import { collectionDescriptors, ownTemplates } from '@/content/collections';
import { sharedKinds as siteSharedKinds, type SharedKind } from '@/content/schema/shared-kinds';
import {
  campaignsCollection,
  describedCollections,
  pagesCollection,
  sharedCollections,
  type CmsCollection,
  type CmsField,
} from '@/components/editor/config/collections';
import { cmsConfig, configYaml } from '@/scripts/cms-assets';
import { mediaPrefix } from '@/content/load/images';
import { companyFacts } from '@/content/load/company-facts';
import { uploadLimits } from '@/content/catalog/image-slots';
import { uploadHint, zoneHint } from '@/components/editor/config/cms-fields';
import { campaignSchema, pageSchema, sharedKinds } from './fixtures/cms-blocks';
import type { variants } from './fixtures/cms-config/written';

const company = companyFacts();

/** The company's time zone, as scripts/cms-assets.ts passes it. */
const zone = 'Asia/Kolkata';

/** No CMS_* settings: the config as a fresh clone builds it. */
const noEnv = {} as NodeJS.ProcessEnv;

/** Decap reads config.yml this way (decap-cms-core's parseConfig). */
const readYaml = (text: string) => parse(text, { maxAliasCount: -1, merge: true }) as unknown;

/**
 * The collections of the config as written (config.yml, read back as Decap reads it) with one
 * schema module changed by `variant` (tests/unit/fixtures/cms-config/written.ts), in a process of
 * its own: its modules load there afresh, these tests' stay as they are.
 */
function writtenWith(variant: keyof typeof variants = 'none'): Promise<CmsCollection[]> {
  let written = writtenConfigs.get(variant);
  if (!written) {
    written = promisify(execFile)(
      path.join(process.cwd(), 'node_modules/.bin/tsx'),
      ['tests/unit/fixtures/cms-config/written.ts', variant],
      { cwd: process.cwd(), maxBuffer: 64 * 1024 * 1024 },
    ).then(({ stdout }) => (readYaml(stdout) as ReturnType<typeof cmsConfig>).collections);
    writtenConfigs.set(variant, written);
  }
  return written;
}

/** Each variant's config, written once (a process loads every schema: seconds on a busy machine). */
const writtenConfigs = new Map<string, Promise<CmsCollection[]>>();

/** A test that waits for a written config: a fresh process, slower when CI runs two steps at once. */
const spawnsProcess = 120_000;

const fieldsOf = (collections: CmsCollection[], name: string) => {
  const collection = collections.find((each) => each.name === name);
  if (!collection || !('fields' in collection)) throw new Error(`no folder collection ${name}`);
  return collection.fields;
};

/** Every field, however deep (objects, lists, typed blocks). */
const allFields = (fields: CmsField[]): CmsField[] =>
  fields.flatMap((field) => [
    field,
    ...allFields([
      ...(field.fields ?? []),
      ...(field.types ?? []),
      ...(field.field ? [field.field] : []),
    ]),
  ]);

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
  it(
    'a field added to a schema is in the written config, with no other change',
    async () => {
      // newsSchema with a subtitle (tests/unit/fixtures/cms-config/written.ts).
      const [written, changed] = await Promise.all([
        writtenWith('none'),
        writtenWith('news-subtitle'),
      ]);
      const before = fieldsOf(written, 'news');
      const after = fieldsOf(changed, 'news');
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
    },
    spawnsProcess,
  );

  it(
    'a changed rule is changed in the editor: allowed values, required flag, widget',
    async () => {
      const topics = ['Billing', 'Security'] as const;
      // helpSchema with these rules (tests/unit/fixtures/cms-config/written.ts).
      const help = fieldsOf(await writtenWith('help-rules'), 'help');
      const byName = Object.fromEntries(help.map((field) => [field.name, field]));
      expect(byName.topic!.options!.map((option) => option.value)).toEqual(topics);
      expect(byName.updated!.required).toBe(false);
      expect(byName.excerpt!.widget).toBe('markdown');
    },
    spawnsProcess,
  );

  it('every front-matter field, in the schema’s order, then the Markdown body', () => {
    const collections = cmsConfig(noEnv).collections;
    const cases = [
      ['news', schemas.newsSchema],
      ['careers', schemas.careerSchema],
      ['help', schemas.helpSchema],
    ] as const;
    expect(collections.map((collection) => collection.name).slice(0, 3)).toEqual(
      cases.map(([name]) => name),
    );
    for (const [name, schema] of cases) {
      const fields = fieldsOf(collections, name);
      expect(fields.map((field) => field.name)).toEqual([...Object.keys(schema.shape), 'body']);
      expect(fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
    }
  });

  it('what a writer sees: labels, hints, drop-downs, date pickers, patterns', () => {
    const news = Object.fromEntries(
      fieldsOf(describedCollections(zone), 'news').map((f) => [f.name, f]),
    );
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
    const careers = Object.fromEntries(
      fieldsOf(describedCollections(zone), 'careers').map((f) => [f.name, f]),
    );
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
    const help = Object.fromEntries(
      fieldsOf(describedCollections(zone), 'help').map((f) => [f.name, f]),
    );
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
    // No text field to name a new item by (carousel presets): listed by key, edited, not created.
    const [bare] = sharedCollections({
      bare: { label: 'Bare', schema: z.object({ n: z.number() }), folder: 'x' },
    });
    expect(bare).toMatchObject({
      folder: 'x',
      create: false,
      identifier_field: 'slug',
      summary: '{{filename}}',
    });
    expect(bare!.sortable_fields).toBeUndefined();
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
      label: 'Found by search engines',
      widget: 'boolean',
      required: false,
      hint: 'Off: noindex and no sitemap.',
      default: false,
    });
    expect(campaigns.fields.find((field) => field.name === 'sections')!.types).toHaveLength(2);
  });

  it('wired into the config: one editorial workflow, every relation finds its collection', () => {
    const config = cmsConfig(noEnv, [
      ...describedCollections(zone),
      pagesCollection(pageSchema, files, sharedKinds),
      ...sharedCollections(sharedKinds),
      campaignsCollection(campaignSchema, sharedKinds),
    ]);
    expect(config.publish_mode).toBe('editorial_workflow');
    const names = config.collections.map((collection) => collection.name);
    expect(names).toEqual([
      ...collectionDescriptors.map((descriptor) => descriptor.name),
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

describe('the written config: pages and shared items of the site', () => {
  const config = cmsConfig(noEnv);
  const byName = new Map(config.collections.map((collection) => [collection.name, collection]));
  const pageFields = cmsFields(sitePageSchema, { refs: siteSharedKinds });

  it('holds the Markdown collections, the pages, the generated pages, the campaign pages, the company and one collection per shared kind', () => {
    expect([...byName.keys()]).toEqual([
      ...collectionDescriptors.map((descriptor) => descriptor.name),
      'pages',
      'templates',
      'campaigns',
      'company',
      ...Object.keys(siteSharedKinds),
    ]);
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('campaign pages: content/campaigns/, created and deleted here, with the campaign schema’s fields', () => {
    const collection = byName.get('campaigns');
    if (!collection || !('folder' in collection)) throw new Error('no campaigns folder collection');
    expect(collection).toMatchObject({
      folder: 'content/campaigns',
      create: true,
      delete: true,
      format: 'yml',
      preview_path: 'campaigns/{{slug}}/',
    });
    expect(collection.fields).toEqual(
      cmsFields(siteCampaignSchema, { refs: siteSharedKinds, timeZone: company.timeZone }),
    );
    // The page's sections plus the switch that lets search engines index it.
    const names = collection.fields.map((field) => field.name);
    expect(names).toEqual(expect.arrayContaining(['meta', 'sections', 'indexable']));
  });

  it('company: one form over content/company.yml with the company schema’s fields', () => {
    const collection = byName.get('company');
    if (!collection || !('files' in collection)) throw new Error('no company files collection');
    expect(collection.files).toHaveLength(1);
    expect(collection.files[0]).toMatchObject({ file: companyFile, preview_path: 'contact/' });
    expect(collection.files[0]!.fields).toEqual(cmsFields(companySchema));
  });

  it('pages: every content/pages/*.yml, at its route, with the fields of the page schema', () => {
    const collection = byName.get('pages');
    if (!collection || !('files' in collection)) throw new Error('no pages files collection');
    const names = readdirSync(path.join(process.cwd(), 'content/pages'))
      .filter((file) => file.endsWith('.yml'))
      .map((file) => file.slice(0, -'.yml'.length));
    expect(collection.files.map((file) => file.name).sort()).toEqual(names.sort());
    for (const file of collection.files) {
      expect(file.file).toBe(`content/pages/${file.name}.yml`);
      expect(file.fields).toEqual(pageFields);
      if (file.name === 'not-found') {
        expect(file.preview_path).toBe('404.html');
        continue;
      }
      // The route the file is previewed at is the one the route map gives its content.
      const route = `/${file.preview_path}` as keyof ReturnType<typeof pages>;
      expect(`${file.name} → ${route}: ${route in pages()}`).toBe(`${file.name} → ${route}: true`);
      expect(staticPage(route).content).toEqual(pageContent(file.name));
      expect(file.label).toMatch(new RegExp(` — ${route}$`));
      // Labelled by the page's own title, as a marketer knows it.
      expect(file.label).toBe(`${staticPage(route).content.meta.title} — ${route}`);
    }
    // Sections: a typed block per section type a file can fill, in the registry's order; of the
    // types the build fills from the collections, those with a file form are offered in it (their
    // copy and settings, not their lists), the others (one news post, help article or opening)
    // are not.
    const sections = pageFields.find((field) => field.name === 'sections')!;
    expect(sections).toMatchObject({ widget: 'list', typeKey: 'type' });
    const offered = sections.types!.map((type) => type.name);
    expect(offered).toEqual(
      Object.keys(sectionSchemas).filter(
        (type) =>
          type in fileFormSchemas || !(generatedSectionTypes as readonly string[]).includes(type),
      ),
    );
    expect(offered).not.toContain('newsArticle');
    expect(offered).toContain('faq');
    const newsList = sections.types!.find((type) => type.name === 'newsList')!;
    expect(newsList.fields!.map((field) => field.name)).toEqual([
      'id',
      'title',
      'filters',
      'paginationLabel',
    ]);
    const jobList = sections.types!.find((type) => type.name === 'jobList')!;
    expect(jobList.fields!.map((field) => field.name)).not.toContain('jobs');
  });

  it('generated pages: one form per template, over content/templates/<name>.yml', () => {
    const collection = byName.get('templates');
    if (!collection || !('files' in collection)) throw new Error('no templates files collection');
    expect(collection).toMatchObject({ label: 'Generated pages', create: false, delete: false });
    const names = readdirSync(path.join(process.cwd(), 'content/templates'))
      .filter((file) => file.endsWith('.yml'))
      .map((file) => file.slice(0, -'.yml'.length));
    expect(collection.files.map((file) => file.name).sort()).toEqual(names.sort());
    const described = Object.fromEntries(ownTemplates.map((template) => [template.name, template]));
    for (const file of collection.files) {
      const template = templates[file.name as TemplateName] ?? described[file.name]!;
      expect(file.file).toBe(`content/templates/${file.name}.yml`);
      expect(file.label).toBe(`${template.label} — ${template.paths}`);
      expect(file.fields).toEqual(cmsFields(template.schema, { refs: siteSharedKinds }));
    }
    // A placeholder field's hint names what it may hold.
    const readingTime = collection.files
      .find((file) => file.name === 'news-article')!
      .fields.find((field) => field.name === 'article')!
      .fields!.find((field) => field.name === 'readingTime');
    expect(readingTime).toMatchObject({
      widget: 'string',
      hint: expect.stringMatching(/\{minutes\}/),
    });
  });

  it('shared items: a collection per kind over its folder, with the kind’s schema’s fields', () => {
    for (const [kind, { schema, folder }] of Object.entries(siteSharedKinds)) {
      const collection = byName.get(kind);
      if (!collection || !('folder' in collection)) throw new Error(`no folder collection ${kind}`);
      expect(collection).toMatchObject({ folder, format: 'yml', extension: 'yml' });
      expect(collection.fields).toEqual(cmsFields(schema, { refs: siteSharedKinds }));
      // "Create entry of type FAQ item", not "… FAQ items".
      expect(collection.label_singular).toBe(siteSharedKinds[kind as SharedKind].singular);
      expect(collection.label_singular).not.toBe(collection.label);
    }
    // Testimonials are listed by who said what, not by their quote's first words.
    expect(byName.get('testimonials')).toMatchObject({ summary: '{{organisation}}: {{headline}}' });
    expect(byName.get('faqs')).toMatchObject({ label_singular: 'FAQ item' });
    // Pages pick shared items with relation fields, each over its kind's collection.
    const kinds = new Set(relations(pageFields).map((relation) => relation.collection));
    expect([...kinds].sort()).toEqual(Object.keys(siteSharedKinds).sort());
  });

  it(
    'a field added to a section schema is in every page’s form, with no other change',
    async () => {
      const hero = (collections: CmsCollection[]) => {
        const pagesCollection = collections.find((collection) => collection.name === 'pages');
        if (!pagesCollection || !('files' in pagesCollection)) throw new Error('no pages');
        return pagesCollection.files.map((file) =>
          file.fields
            .find((field) => field.name === 'sections')!
            .types!.find((type) => type.name === 'hero')!,
        );
      };
      // heroSchema with a kicker (tests/unit/fixtures/cms-config/written.ts).
      const [before, after] = await Promise.all([writtenWith('none'), writtenWith('hero-kicker')]);
      for (const [index, type] of hero(after).entries()) {
        const { fields, ...rest } = hero(before)[index]!;
        expect(type).toEqual({
          ...rest,
          fields: [
            ...fields!,
            {
              name: 'kicker',
              label: 'Kicker',
              widget: 'string',
              required: false,
              hint: 'A line above the eyebrow.',
            },
          ],
        });
      }
      // Nothing else moved: the config without the hero's new field is the one before.
      const withoutKicker = JSON.parse(
        JSON.stringify(after, (key, value: unknown) =>
          Array.isArray(value) ? value.filter((item) => item?.name !== 'kicker') : value,
        ),
      ) as unknown;
      expect(withoutKicker).toEqual(before);
    },
    spawnsProcess,
  );

  it('uploads: kept in content/media/, named /media/<file> as the build reads them, 20 MB at most', () => {
    // Decap stores an upload under media_folder and writes public_folder + its name into the
    // field: the path content/load/images.ts reads from content/media/.
    expect(config).toMatchObject({ media_folder: 'content/media', public_folder: '/media' });
    expect(`${config.public_folder}/`).toBe(mediaPrefix);
    // Read back as Decap reads it, every image field of every form opens the media library with
    // the build's limit, and says what may be uploaded.
    const written = readYaml(configYaml(config)) as ReturnType<typeof cmsConfig>;
    const images = written.collections
      .flatMap((collection) =>
        allFields(
          'fields' in collection ? collection.fields : collection.files.flatMap((f) => f.fields),
        ),
      )
      .filter((field) => field.widget === 'image');
    // The news cover, and on the pages every section's image fields.
    expect(images.length).toBeGreaterThan(50);
    for (const image of images) {
      expect(image).toMatchObject({
        choose_url: false,
        media_library: { config: { max_file_size: uploadLimits.bytes } },
      });
      expect(image.hint).toContain(uploadHint);
    }
    // An image object asks for the file, its alt text and a focal point: never its size.
    const imageObjects = written.collections
      .flatMap((collection) =>
        allFields(
          'fields' in collection ? collection.fields : collection.files.flatMap((f) => f.fields),
        ),
      )
      .filter((field) => field.fields?.some((each) => each.widget === 'image'));
    expect(imageObjects.length).toBeGreaterThan(20);
    for (const object of imageObjects) {
      const names = object.fields!.map((each) => each.name);
      expect(names).not.toContain('width');
      expect(names).not.toContain('height');
      expect(names).toEqual(expect.arrayContaining(['src', 'alt', 'focus']));
    }
  });

  it('is written as YAML that reads back as the builders’ object, repeated definitions as aliases', () => {
    const written = configYaml(config);
    expect(readYaml(written)).toEqual(JSON.parse(JSON.stringify(config)));
    // Every page's form after the first is an alias of the first's; so is a repeated link field.
    const document = parseDocument(written);
    const files = (byName.get('pages') as { files: unknown[] }).files;
    const index = [...byName.keys()].indexOf('pages');
    const formOf = (file: number) =>
      document.getIn(['collections', index, 'files', file, 'fields'], true);
    expect(isAlias(formOf(0))).toBe(false);
    for (let file = 1; file < files.length; file++) expect(isAlias(formOf(file))).toBe(true);
    expect(written).toMatch(/&href\b/);
    expect(written).toMatch(/\*href\b/);
    // Written out in full it would be megabytes (every page repeats ~50 section types).
    const expanded = JSON.stringify(config, null, 2).length;
    expect(expanded).toBeGreaterThan(4_000_000);
    expect(written.length).toBeLessThan(expanded / 40);
  });
});

/**
 * Decap's own summary renderer (decap-cms-lib-widgets' compileStringTemplate, what the collection
 * lists run through summaryFormatter), over the immutable Map Decap hands it. Its bundle names
 * `window` when it loads.
 */
function decapSummary(template: string, data: Record<string, unknown>): string {
  const lib = path.dirname(
    require.resolve('decap-cms-lib-widgets/package.json', {
      paths: [path.dirname(require.resolve('decap-cms-app/package.json'))],
    }),
  );
  const global = globalThis as { window?: unknown };
  global.window ??= globalThis;
  /* eslint-disable @typescript-eslint/no-require-imports -- Decap's UMD bundles, as it loads them */
  const { stringTemplate } = require(lib) as {
    stringTemplate: {
      compileStringTemplate: (t: string, d: null, id: string, data: unknown) => string;
    };
  };
  const { fromJS } = require(require.resolve('immutable', { paths: [lib] })) as {
    fromJS: (value: unknown) => unknown;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return stringTemplate.compileStringTemplate(template, null, '', fromJS(data));
}

describe('scheduling in the editor: date-time pickers in the company’s zone, lists that say so', () => {
  const written = readYaml(configYaml(cmsConfig(noEnv))) as ReturnType<typeof cmsConfig>;
  const collection = (name: string) => {
    const found = written.collections.find((each) => each.name === name);
    if (!found || !('fields' in found)) throw new Error(`no folder collection ${name}`);
    return found;
  };
  const fieldOf = (name: string, key: string) =>
    collection(name).fields.find((each) => each.name === key)!;
  const zoneWords = 'India Standard Time (Asia/Kolkata)';

  it('Publish at, Starts at and Ends at: pickers of a wall time, each hint naming company.yml’s zone', () => {
    expect(company.timeZone).toBe('Asia/Kolkata');
    const pickers = [
      ['news', 'publishAt', 'Publish at'],
      ['careers', 'publishAt', 'Publish at'],
      ['help', 'publishAt', 'Publish at'],
      ['campaigns', 'startsAt', 'Starts at'],
      ['campaigns', 'endsAt', 'Ends at'],
    ] as const;
    for (const [name, key, label] of pickers) {
      const picker = fieldOf(name, key);
      expect(picker).toMatchObject({
        label,
        widget: 'datetime',
        format: 'YYYY-MM-DD HH:mm',
        picker_utc: false,
        required: false,
      });
      expect(picker.hint).toContain(zoneWords);
      expect(picker.hint!.endsWith(zoneHint(company.timeZone))).toBe(true);
    }
    // A news post's and an opening's own day stay day pickers (optional: or Publish at).
    expect(fieldOf('news', 'date')).toMatchObject({ format: 'YYYY-MM-DD', required: false });
    expect(fieldOf('careers', 'datePosted')).toMatchObject({
      format: 'YYYY-MM-DD',
      required: false,
    });
  });

  it('a campaign’s follow-up page is its object: link text and an internal path', () => {
    const followUp = fieldOf('campaigns', 'followUp');
    expect(followUp).toMatchObject({
      label: 'After the offer ends, link to',
      widget: 'object',
      required: false,
    });
    expect(followUp.fields!.map((each) => [each.name, each.widget])).toEqual([
      ['label', 'string'],
      ['href', 'string'],
    ]);
    // The link is a path of this site, as the build requires (Decap tests it with this pattern).
    const path = new RegExp(followUp.fields!.find((each) => each.name === 'href')!.pattern![0]);
    expect(path.test('/products/')).toBe(true);
    expect(path.test('https://example.com/')).toBe(false);
  });

  it('the lists say “scheduled for …” of a scheduled entry, and a campaign’s window (Decap’s renderer)', () => {
    const summary = (name: string, data: Record<string, unknown>) =>
      decapSummary(collection(name).summary!, data);
    const title = 'Kerala Nidhi goes live';
    const at = '2027-01-15 09:30';
    expect(summary('news', { title, date: '2026-11-20' })).toBe(`${title} (2026-11-20)`);
    expect(summary('news', { title, publishAt: at })).toBe(`${title} (scheduled for ${at})`);
    const job = { title: 'QA lead', location: 'Kochi, India', validThrough: '2027-02-28' };
    expect(summary('careers', { ...job, datePosted: '2027-01-02' })).toBe(
      'QA lead, Kochi, India (apply by 2027-02-28)',
    );
    expect(summary('careers', { ...job, publishAt: at })).toBe(
      `QA lead, Kochi, India (scheduled for ${at}, apply by 2027-02-28)`,
    );
    const help = { title: 'Set up NACH mandates', topic: 'Payments' };
    expect(summary('help', help)).toBe('Set up NACH mandates (Payments)');
    expect(summary('help', { ...help, publishAt: at })).toBe(
      `Set up NACH mandates (Payments, scheduled for ${at})`,
    );
    const meta = { title: 'Gold loan week' };
    expect(summary('campaigns', { meta })).toBe('Gold loan week');
    expect(summary('campaigns', { meta, startsAt: at })).toBe(`Gold loan week, from ${at}`);
    expect(summary('campaigns', { meta, startsAt: at, endsAt: '2027-01-22 18:00' })).toBe(
      `Gold loan week, from ${at}, until 2027-01-22 18:00`,
    );
    expect(summary('campaigns', { meta, endsAt: '2027-01-22 18:00' })).toBe(
      'Gold loan week, until 2027-01-22 18:00',
    );
  });
});
