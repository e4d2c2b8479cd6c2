/**
 * @jest-environment node
 */
// The content editor's fields are generated from zod schemas (components/editor/config/cms-fields.ts): every zod kind
// the content uses becomes the Decap widget an editor expects, and a kind with no widget is an
// error naming the field, never a field silently left out.
import { z } from 'zod';
import {
  cmsFields,
  field,
  imageWidget,
  keyLabels,
  titleField,
  uploadHint,
  wallTimeFormat,
  words,
  zoneHint,
} from '@/components/editor/config/cms-fields';
import { publishAtSchema, wallTimeSchema } from '@/content/schema/schedule';
import { imageFieldsSchema } from '@/content/schema/image';
import { newsSchema } from '@/content/schema/front-matter';
import { cmsConfig } from '@/scripts/cms-assets';
import { hrefSchema, internalPathSchema } from '@/content/schema/common';
import { focusPoints, uploadLimits } from '@/content/catalog/image-slots';
import { pageSchema, sectionSchema, sharedKinds } from './fixtures/cms-blocks';

const only = (schema: z.ZodType, name = 'value') => field(name, schema);

describe('labels and hints', () => {
  it('label from the meta title, else the key in words; hint from the description', () => {
    expect(words('imageAlt')).toBe('Image alt');
    expect(words('hoursPerWeek')).toBe('Hours per week');
    expect(words('ctaURL')).toBe('Cta URL');
    expect(words('step2Title')).toBe('Step 2 title');
    expect(only(z.string(), 'imageAlt')).toEqual({
      name: 'imageAlt',
      label: 'Image alt',
      widget: 'string',
    });
    expect(only(z.string().meta({ title: 'Cover', description: 'A 16:9 picture.' }))).toEqual({
      name: 'value',
      label: 'Cover',
      widget: 'string',
      hint: 'A 16:9 picture.',
    });
    // .describe() writes the same registry entry.
    expect(only(z.string().describe('Shown under the title.')).hint).toBe('Shown under the title.');
  });
});

describe('strings', () => {
  it('widget from the meta: text, markdown, image, hidden', () => {
    for (const widget of ['text', 'markdown', 'image', 'hidden'] as const)
      expect(only(z.string().meta({ widget })).widget).toBe(widget);
    expect(() => only(z.string().meta({ widget: 'number' }))).toThrow(
      'cms-fields: value: widget "number" does not edit text',
    );
  });

  it('a regex becomes the pattern, with the build’s own message', () => {
    expect(only(z.string().regex(/^[A-Z]{2}$/, { error: 'two capitals' })).pattern).toEqual([
      '^[A-Z]{2}$',
      'two capitals',
    ]);
    // Without a message of its own, zod's.
    const [source, message] = only(z.string().regex(/^a+$/)).pattern!;
    expect(new RegExp(source).test('aaa')).toBe(true);
    expect(message).toMatch(/pattern/i);
    // Lengths and trimming add no pattern (the hint says them).
    expect(only(z.string().trim().min(2).max(9)).pattern).toBeUndefined();
  });

  it('refuses what a Decap pattern cannot say', () => {
    expect(() => only(z.string().regex(/^a$/i))).toThrow('regex flags "i"');
    expect(() => only(z.string().regex(/^a/).regex(/b$/))).toThrow('one pattern');
  });

  it('a template literal or a union of text shapes is text with zod’s pattern, its shapes as the message', () => {
    const path = z.union([z.literal('/'), z.templateLiteral(['/', z.string(), '/'])]);
    const href = only(
      z.union([path, z.templateLiteral(['mailto:', z.string()])]).meta({ title: 'Link' }),
      'href',
    );
    expect(href).toMatchObject({ name: 'href', label: 'Link', widget: 'string' });
    const [source, message] = href.pattern!;
    expect(message).toBe('must look like /, /…/ or mailto:…');
    for (const value of ['/', '/news/', 'mailto:sales@example.com'])
      expect(`${value}: ${new RegExp(source).test(value)}`).toBe(`${value}: true`);
    for (const value of ['news/', '/news', 'https://example.com'])
      expect(`${value}: ${new RegExp(source).test(value)}`).toBe(`${value}: false`);
    expect(only(z.templateLiteral(['#', z.number()])).pattern![1]).toBe('must look like #…');
    // A number among the shapes is no text field.
    expect(() => only(z.union([z.templateLiteral(['/', z.string()]), z.number()]))).toThrow(
      'zod type "union" has no editor widget',
    );
  });

  it('the empty string as a shape of its own makes the field not required (Decap: not empty)', () => {
    const alt = z.union([z.literal(''), z.string()]).meta({ title: 'Alt text' });
    expect(only(alt, 'alt')).toEqual({
      name: 'alt',
      label: 'Alt text',
      widget: 'string',
      required: false,
    });
    expect(only(z.union([z.literal(''), z.templateLiteral(['/', z.string()])]))).toMatchObject({
      required: false,
      pattern: [expect.any(String), 'must look like  or /…'],
    });
  });

  it('an image or file field carries no pattern: Decap would test the file’s name, not its path', () => {
    const src = z.templateLiteral(['/', z.string()]).meta({ widget: 'image' });
    expect(only(src, 'src')).toEqual({
      name: 'src',
      label: 'Src',
      widget: 'image',
      hint: uploadHint,
      ...imageWidget,
    });
    expect(
      only(
        z
          .string()
          .regex(/^\/.+\.pdf$/)
          .meta({ widget: 'file' }),
      ).pattern,
    ).toBeUndefined();
  });

  it('a calendar day (also behind a preprocess step) is a date picker writing YYYY-MM-DD', () => {
    const picker = {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'DD MMM YYYY',
      time_format: false,
      picker_utc: false,
    };
    expect(only(z.iso.date())).toMatchObject(picker);
    expect(only(z.preprocess((value) => value, z.iso.date()))).toMatchObject(picker);
    expect(only(z.iso.datetime())).toMatchObject({ widget: 'datetime', picker_utc: true });
    expect(only(z.iso.datetime()).format).toBeUndefined();
  });
});

describe('wall times in the company’s zone', () => {
  const inZone = (schema: z.ZodType, timeZone: string) => field('at', schema, 'at', { timeZone });

  it('a picker writing the wall time as it was picked, YYYY-MM-DD HH:mm, not in UTC mode', () => {
    const picker = inZone(publishAtSchema.optional(), 'Asia/Kolkata');
    expect(picker).toMatchObject({
      name: 'at',
      label: 'Publish at',
      widget: 'datetime',
      format: 'YYYY-MM-DD HH:mm',
      picker_utc: false,
      required: false,
    });
    expect(wallTimeFormat).toBe('YYYY-MM-DD HH:mm');
    // Decap 3.16's widget ignores them when `format` is set: none is written.
    expect(picker).not.toHaveProperty('date_format');
    expect(picker).not.toHaveProperty('time_format');
  });

  it('its hint names the zone it is read in, as people say it and by its IANA name', () => {
    const hint = (timeZone: string) => inZone(publishAtSchema, timeZone).hint!;
    expect(hint('Asia/Kolkata')).toMatch(/^Leave empty to publish with the next build\./);
    expect(hint('Asia/Kolkata')).toMatch(
      / In India Standard Time \(Asia\/Kolkata\), the company’s time zone, wherever you are\.$/,
    );
    expect(hint('Europe/London')).toContain('United Kingdom Time (Europe/London)');
    expect(zoneHint('America/New_York')).toContain('Eastern Time (America/New_York)');
    // Without a description the zone is the whole hint.
    expect(inZone(wallTimeSchema.meta({ widget: 'datetime' }), 'Asia/Kolkata').hint).toBe(
      zoneHint('Asia/Kolkata'),
    );
  });

  it('a wall time without the zone is an error naming the field (the schema cannot read it)', () => {
    expect(() => cmsFields(z.object({ launch: z.object({ at: publishAtSchema }) }))).toThrow(
      'cms-fields: launch.at: a wall time needs the zone it is read in',
    );
    // Other date pickers need none.
    expect(() => cmsFields(z.object({ day: z.iso.date() }))).not.toThrow();
  });
});

describe('numbers and booleans', () => {
  it('int or float, bounds as Decap’s inclusive min and max', () => {
    expect(only(z.number().int().positive())).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
    });
    expect(only(z.int().min(1).max(80))).toMatchObject({ value_type: 'int', min: 1, max: 80 });
    expect(only(z.number().int().lt(10)).max).toBe(9);
    const float = only(z.number().positive().max(2.5).multipleOf(0.5));
    expect(float).toMatchObject({ value_type: 'float', min: 0, max: 2.5, step: 0.5 });
    // The safe-integer range of .int() is not a bound an editor needs.
    expect(only(z.number().int())).toEqual({
      name: 'value',
      label: 'Value',
      widget: 'number',
      value_type: 'int',
    });
  });

  it('a boolean is a switch, with its default', () => {
    expect(only(z.boolean())).toEqual({ name: 'value', label: 'Value', widget: 'boolean' });
    expect(only(z.boolean().default(false))).toEqual({
      name: 'value',
      label: 'Value',
      widget: 'boolean',
      required: false,
      default: false,
    });
  });
});

describe('choices', () => {
  it('an enum is a select; labels from optionLabels, else the value', () => {
    expect(
      only(z.enum(['meera', 'rahul']).meta({ optionLabels: { meera: 'Meera Pillai' } })).options,
    ).toEqual([
      { label: 'Meera Pillai', value: 'meera' },
      { label: 'rahul', value: 'rahul' },
    ]);
  });

  it('a union of literals is a select, each labelled by its own meta title', () => {
    const tone = z.union([z.literal('dark').meta({ title: 'Dark' }), z.literal('light')]);
    expect(only(tone)).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Dark', value: 'dark' },
        { label: 'light', value: 'light' },
      ],
    });
    expect(only(z.literal([3, 4])).options).toEqual([
      { label: '3', value: 3 },
      { label: '4', value: 4 },
    ]);
  });

  it('a single literal is fixed: hidden, with its value as default', () => {
    expect(only(z.literal('v1'))).toEqual({
      name: 'value',
      label: 'Value',
      widget: 'hidden',
      default: 'v1',
    });
  });

  it('a list of choices is a multiple select', () => {
    expect(only(z.array(z.enum(['a', 'b'])).max(2))).toMatchObject({
      widget: 'select',
      multiple: true,
      max: 2,
    });
  });
});

describe('optional and default', () => {
  it('optional, nullable and default are not required; a default is offered', () => {
    expect(only(z.string().optional()).required).toBe(false);
    expect(only(z.string().nullable()).required).toBe(false);
    expect(only(z.enum(['light', 'dark']).default('dark'))).toMatchObject({
      widget: 'select',
      required: false,
      default: 'dark',
    });
    expect(only(z.string()).required).toBeUndefined(); // Decap's default: required
  });

  it('metadata on any layer counts, the outer one winning', () => {
    const inner = z.string().meta({ title: 'Inner', widget: 'text' });
    expect(only(inner.optional().meta({ title: 'Outer' }))).toMatchObject({
      label: 'Outer',
      widget: 'text',
      required: false,
    });
  });
});

describe('objects and lists', () => {
  it('an object is an object widget with its fields in order; an optional one’s are optional', () => {
    const salary = z
      .strictObject({ currency: z.enum(['USD', 'INR']), min: z.number().int() })
      .refine((value) => value.min > 0)
      .optional()
      .meta({ title: 'Yearly salary' });
    expect(only(salary, 'salary')).toEqual({
      name: 'salary',
      label: 'Yearly salary',
      widget: 'object',
      required: false,
      fields: [
        {
          name: 'currency',
          label: 'Currency',
          widget: 'select',
          required: false,
          options: [
            { label: 'USD', value: 'USD' },
            { label: 'INR', value: 'INR' },
          ],
        },
        { name: 'min', label: 'Min', widget: 'number', required: false, value_type: 'int' },
      ],
    });
    // Decap checks the fields of an object left out too: required, they would block a save.
    expect(only(salary.unwrap(), 'salary').fields!.map((f) => f.required)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('in an optional object, the objects inside it are optional too, down to their fields', () => {
    const cta = z.strictObject({ label: z.string(), href: z.string() });
    const actions = z.strictObject({ primary: cta, note: z.string() }).optional();
    const [primary, note] = only(actions, 'actions').fields!;
    expect(note!.required).toBe(false);
    expect(primary).toMatchObject({ widget: 'object', required: false });
    expect(primary!.fields!.map((f) => [f.name, f.required])).toEqual([
      ['label', false],
      ['href', false],
    ]);
    // A list's item fields stay required: an item is only there when an editor adds it.
    const list = only(z.strictObject({ items: z.array(cta) }).optional()).fields![0]!;
    expect(list.fields!.map((f) => f.required)).toEqual([undefined, undefined]);
  });

  it('a record keyed by an enum is an object with a field per key; a partial one’s are optional', () => {
    const period = z.enum(['monthly', 'yearly']).meta({ optionLabels: { monthly: 'Per month' } });
    const price = z.strictObject({ price: z.number() });
    expect(only(z.record(period, price), 'prices')).toEqual({
      name: 'prices',
      label: 'Prices',
      widget: 'object',
      fields: [
        {
          name: 'monthly',
          label: 'Per month',
          widget: 'object',
          fields: [{ name: 'price', label: 'Price', widget: 'number', value_type: 'float' }],
        },
        {
          name: 'yearly',
          label: 'Yearly',
          widget: 'object',
          fields: [{ name: 'price', label: 'Price', widget: 'number', value_type: 'float' }],
        },
      ],
    });
    const partial = only(z.partialRecord(period, price).optional(), 'prices');
    expect(partial.required).toBe(false);
    expect(partial.fields!.map((f) => [f.name, f.required, f.fields![0]!.required])).toEqual([
      ['monthly', false, false],
      ['yearly', false, false],
    ]);
  });

  it('a list of scalars has one `field`; a list of objects its `fields`; bounds as min/max', () => {
    expect(
      only(
        z
          .array(z.string().meta({ widget: 'image' }))
          .min(1)
          .max(4),
        'photos',
      ),
    ).toEqual({
      name: 'photos',
      label: 'Photos',
      widget: 'list',
      field: { name: 'photos', label: 'Photos', widget: 'image', hint: uploadHint, ...imageWidget },
      min: 1,
      max: 4,
    });
    const stats = z.array(z.object({ value: z.string(), label: z.string() })).length(3);
    expect(only(stats, 'stats')).toEqual({
      name: 'stats',
      label: 'Stats',
      widget: 'list',
      fields: [
        { name: 'value', label: 'Value', widget: 'string' },
        { name: 'label', label: 'Label', widget: 'string' },
      ],
      min: 3,
      max: 3,
    });
  });
});

describe('images: the media library’s rules on every image field', () => {
  it('Decap’s own library refuses a file over the build’s limit; no link from a URL', () => {
    const src = only(z.string().meta({ widget: 'image', description: 'The hero artwork.' }));
    // Decap 3.16 reads the limit from the widget's media_library.config (MediaLibrary.handlePersist).
    expect(src).toMatchObject({
      widget: 'image',
      choose_url: false,
      media_library: { config: { max_file_size: 20 * 1024 * 1024 } },
    });
    expect(uploadLimits.bytes).toBe(20 * 1024 * 1024);
    // The schema's hint, then what may be uploaded, its figure from the same limit.
    expect(src.hint).toBe(`The hero artwork. ${uploadHint}`);
    expect(uploadHint).toBe(
      'Upload a JPEG, PNG, WebP or AVIF file of up to 20 MB; export a HEIC photo (an iPhone’s own format) as JPEG first.',
    );
    // Other widgets carry none of it.
    expect(only(z.string())).not.toHaveProperty('media_library');
  });

  it('an image of a page: the file, its alt text or Decorative, an optional focal point; no width or height', () => {
    const fields = only(imageFieldsSchema, 'image').fields!;
    expect(fields.map((each) => [each.name, each.label, each.widget, each.required])).toEqual([
      ['src', 'Image', 'image', undefined],
      ['alt', 'Alt text', 'string', false],
      ['decorative', 'Decorative', 'boolean', false],
      ['focus', 'Focal point', 'select', false],
    ]);
    expect(fields[0]).toMatchObject({ media_library: imageWidget.media_library });
    expect(fields[0]!.hint).toMatch(/media library.*up to 20 MB.*HEIC.*JPEG/);
    // Alt text is a choice: described, or marked decorative; the hints say so.
    expect(fields[1]!.hint).toMatch(/someone who cannot see it.*Decorative/);
    expect(fields[2]!.hint).toMatch(/screen readers skip it/);
    expect(fields[3]!.options).toEqual(
      focusPoints.map((point) => ({ label: point, value: point })),
    );
    expect(fields[3]!.hint).toMatch(/centre/);
  });

  it('a news post: Cover image, its focal point, its alt text or Decorative cover, all optional', () => {
    const byName = Object.fromEntries(
      cmsFields(newsSchema, { timeZone: 'Asia/Kolkata' }).map((each) => [each.name, each]),
    );
    expect(byName.image).toMatchObject({
      label: 'Cover image',
      widget: 'image',
      required: false,
      choose_url: false,
      media_library: { config: { max_file_size: uploadLimits.bytes } },
      hint: expect.stringMatching(/16:9.*JPEG, PNG, WebP or AVIF file of up to 20 MB.*HEIC/),
    });
    expect(byName.image).not.toHaveProperty('pattern');
    expect(byName.imageFocus).toMatchObject({
      label: 'Focal point',
      widget: 'select',
      required: false,
      options: focusPoints.map((point) => ({ label: point, value: point })),
    });
    expect(byName.imageAlt).toMatchObject({
      label: 'Alt text',
      widget: 'string',
      required: false,
    });
    expect(byName.imageDecorative).toMatchObject({
      label: 'Decorative cover',
      widget: 'boolean',
      required: false,
    });
  });
});

describe('shared references', () => {
  it('a ref is a relation to its kind’s collection by key, searched by the item’s title field', () => {
    const refs = { testimonials: sharedKinds.testimonials };
    expect(field('quote', z.string().meta({ ref: 'testimonials' }), 'quote', { refs })).toEqual({
      name: 'quote',
      label: 'Quote',
      widget: 'relation',
      collection: 'testimonials',
      value_field: '{{slug}}',
      search_fields: ['name'],
      display_fields: ['name'],
    });
    // A kind the generator was not told about: searched and shown by its key.
    expect(only(z.string().meta({ ref: 'videos' }))).toMatchObject({
      collection: 'videos',
      search_fields: ['slug'],
      display_fields: ['{{slug}}'],
    });
    expect(() => only(z.number().meta({ ref: 'videos' }))).toThrow('a ref must be a string');
  });

  it('a list of refs is one relation with multiple: true', () => {
    const refs = { faqs: sharedKinds.faqs };
    expect(
      field('items', z.array(z.string().meta({ ref: 'faqs' })).max(6), 'items', { refs }),
    ).toEqual({
      name: 'items',
      label: 'Items',
      widget: 'relation',
      collection: 'faqs',
      value_field: '{{slug}}',
      search_fields: ['question'],
      display_fields: ['question'],
      multiple: true,
      max: 6,
    });
  });

  it('an item’s title field: a title-like text field, else the first required text field', () => {
    expect(titleField(sharedKinds.testimonials.schema)).toBe('name');
    expect(titleField(sharedKinds.faqs.schema)).toBe('question');
    expect(titleField(z.object({ n: z.number(), city: z.string(), x: z.string() }))).toBe('city');
    expect(titleField(z.object({ n: z.number() }))).toBeUndefined();
    // Free text behind a union counts (an image's alt: '' or a description); a pattern does not.
    const image = z.object({
      src: z.templateLiteral(['/', z.string()]),
      alt: z.union([z.literal(''), z.string()]),
    });
    expect(titleField(image)).toBe('alt');
  });
});

describe('typed blocks: a discriminated union on `type`', () => {
  it('is a list with one type per block, keyed by `type`, with refs and lists of refs', () => {
    const sections = field('sections', z.array(sectionSchema), 'sections', { refs: sharedKinds });
    expect(sections).toEqual({
      name: 'sections',
      label: 'Sections',
      widget: 'list',
      typeKey: 'type',
      types: [
        {
          name: 'hero',
          label: 'Hero banner',
          widget: 'object',
          summary: 'Hero banner: {{fields.title}}',
          fields: [
            { name: 'title', label: 'Title', widget: 'string', hint: 'The page’s one h1.' },
            {
              name: 'tone',
              label: 'Colours',
              widget: 'select',
              required: false,
              options: [
                { label: 'light', value: 'light' },
                { label: 'dark', value: 'dark' },
              ],
              default: 'light',
            },
            {
              name: 'testimonial',
              label: 'Testimonial',
              widget: 'relation',
              required: false,
              collection: 'testimonials',
              value_field: '{{slug}}',
              search_fields: ['name'],
              display_fields: ['name'],
            },
          ],
        },
        {
          name: 'faq',
          label: 'Faq',
          widget: 'object',
          summary: 'Faq: {{fields.heading}}',
          fields: [
            { name: 'heading', label: 'Heading', widget: 'string' },
            {
              name: 'items',
              label: 'Items',
              widget: 'relation',
              collection: 'faqs',
              value_field: '{{slug}}',
              search_fields: ['question'],
              display_fields: ['question'],
              multiple: true,
              min: 1,
            },
          ],
        },
      ],
    });
  });

  it('a block type added to the union is offered with no other change', () => {
    const quote = z.strictObject({ type: z.literal('quote'), text: z.string() });
    const more = z.discriminatedUnion('type', [...sectionSchema.options, quote]);
    const types = field('sections', z.array(more)).types!;
    expect(types.map((type) => type.name)).toEqual(['hero', 'faq', 'quote']);
    expect(types.at(-1)).toEqual({
      name: 'quote',
      label: 'Quote',
      widget: 'object',
      summary: 'Quote: {{fields.text}}',
      fields: [{ name: 'text', label: 'Text', widget: 'string' }],
    });
  });
});

describe('what the editor cannot show', () => {
  it('is an error naming the field’s path, unless marked hidden', () => {
    const page = z.object({
      sections: z.array(z.object({ settings: z.record(z.string(), z.number()) })),
    });
    expect(() => cmsFields(page)).toThrow(
      'cms-fields: sections[].settings: zod type "record" has no editor widget',
    );
    const hidden = z.record(z.string(), z.number()).meta({ widget: 'hidden' });
    expect(only(hidden)).toEqual({ name: 'value', label: 'Value', widget: 'hidden' });
    expect(() => only(z.array(z.array(z.string())))).toThrow('a list of lists');
    expect(() => only(z.union([z.string(), z.number()]))).toThrow('zod type "union"');
    expect(() => cmsFields(z.string())).toThrow('expected an object schema');
  });
});

it('a page schema becomes meta, header and footer options and the typed sections', () => {
  const fields = cmsFields(pageSchema, { refs: sharedKinds });
  expect(fields.map((each) => [each.name, each.widget, each.required])).toEqual([
    ['meta', 'object', undefined],
    ['header', 'object', false],
    ['footer', 'object', false],
    ['sections', 'list', undefined],
  ]);
  expect(fields[1]!.fields).toEqual([
    { name: 'dark', label: 'Dark bar', widget: 'boolean', required: false, default: false },
    {
      name: 'sticky',
      label: 'Stays at the top',
      widget: 'boolean',
      required: false,
      default: true,
    },
  ]);
});

// The editor's field refuses before Save what the build refuses: a link that another host would
// read (`//host`, `/\host`, a control character) is refused by the field's pattern with the
// schema's own message, and what the build accepts passes it.
describe('link fields: one pattern for the build and the editor', () => {
  const cases = [
    ['/', true, true],
    ['/request-for-demo/', true, true],
    ['/privacy/#rights', false, true],
    ['mailto:sales@example.com', false, true],
    ['tel:+912212345678', false, true],
    ['https://www.example.com/x', false, true],
    ['//evil.example/', false, false],
    ['/\\evil.example/', false, false],
    ['/\tevil.example/', false, false],
    ['//evil.example/#x', false, false],
    ['/company', false, false],
  ] as const;
  it.each(cases)(
    '%j: internal path %s, link %s, in the build and the editor alike',
    (value, path, link) => {
      for (const [schema, accepted] of [
        [internalPathSchema, path],
        [hrefSchema, link],
      ] as const) {
        const built = schema.safeParse(value);
        const editor = field('href', schema, 'href', {});
        const [source, message] = editor.pattern!;
        expect(built.success).toBe(accepted);
        expect(new RegExp(source).test(value)).toBe(accepted);
        if (!built.success) expect(built.error.issues[0]!.message).toBe(message);
      }
    },
  );
});

describe('plain labels and hints, everywhere in the editor', () => {
  const { collections } = cmsConfig({} as NodeJS.ProcessEnv);
  type Field = { name: string; label: string; hint?: string } & Record<string, unknown>;
  const every: Field[] = [];
  const walk = (fields: unknown) => {
    for (const field of (fields as Field[] | undefined) ?? []) {
      every.push(field);
      walk(field.fields);
      if (field.field) walk([field.field]);
      walk(field.types);
    }
  };
  for (const collection of collections as { fields?: unknown; files?: { fields: unknown }[] }[]) {
    walk(collection.fields);
    for (const file of collection.files ?? []) walk(file.fields);
  }

  // The keys whose words read plainly as a label; any other key needs a title (a schema's
  // `.meta({ title })`) or a plain name in keyLabels (components/editor/config/cms-fields.ts).
  const plainKeys = new Set([
    'about',
    'actions',
    'answer',
    'appDownload',
    'approach',
    'article',
    'articles',
    'audience',
    'author',
    'avatar',
    'badge',
    'billing',
    'bio',
    'body',
    'by',
    'callToAction',
    'capabilities',
    'caption',
    'card',
    'careers',
    'caseStudies',
    'categories',
    'category',
    'challenge',
    'channels',
    'chat',
    'city',
    'columns',
    'companyStats',
    'conference',
    'contactChannels',
    'copyrightYear',
    'countdown',
    'currency',
    'date',
    'days',
    'daysLeft',
    'decorative',
    'description',
    'detail',
    'employmentType',
    'endsAt',
    'eventCards',
    'events',
    'excerpt',
    'experience',
    'expires',
    'facts',
    'featureGrid',
    'featureTabs',
    'featured',
    'features',
    'feed',
    'footer',
    'form',
    'formScreen',
    'header',
    'heading',
    'headline',
    'helpSearch',
    'helpTopics',
    'hero',
    'heroSlider',
    'highlight',
    'highlights',
    'hourlyRate',
    'hoursPerWeek',
    'icon',
    'illustration',
    'image',
    'imageFeature',
    'included',
    'integration',
    'integrationBanner',
    'integrationGrid',
    'integrationLogos',
    'integrations',
    'items',
    'jobList',
    'kind',
    'kinds',
    'label',
    'later',
    'layout',
    'leadForm',
    'legalName',
    'link',
    'links',
    'listTitle',
    'listing',
    'location',
    'logo',
    'logos',
    'logosTitle',
    'messageScreen',
    'milestones',
    'monthly',
    'name',
    'newsCards',
    'newsList',
    'note',
    'offices',
    'oldPrice',
    'online',
    'options',
    'organisation',
    'overview',
    'pageHeader',
    'paragraphs',
    'parts',
    'path',
    'people',
    'period',
    'phone',
    'place',
    'points',
    'portfolio',
    'preferredLanguages',
    'price',
    'priceTable',
    'prices',
    'pricing',
    'privacy',
    'privacyNotice',
    'productCards',
    'productSuites',
    'products',
    'promise',
    'publishAt',
    'question',
    'quote',
    'rating',
    'readingTime',
    'recognitions',
    'recognitionsTitle',
    'recording',
    'registrationClosesAt',
    'replyPromise',
    'results',
    'role',
    'rows',
    'sales',
    'sections',
    'sessions',
    'signIn',
    'slides',
    'speaker',
    'speakers',
    'startsAt',
    'stats',
    'steps',
    'store',
    'stores',
    'story',
    'studies',
    'subscribeBanner',
    'suggestions',
    'suites',
    'summary',
    'support',
    'supportHours',
    'symbol',
    'tab',
    'tabs',
    'tagline',
    'team',
    'testimonialSlider',
    'testimonialTabs',
    'testimonials',
    'text',
    'timeZone',
    'timeline',
    'title',
    'topic',
    'value',
    'version',
    'videoPromo',
    'webinar',
    'when',
    'where',
    'workProcess',
    'workplace',
    'year',
    'yearly',
  ]);

  it('labels a field by its words only when they read plainly', () => {
    const bare = every.filter(
      (field) => field.label === words(field.name) && !(field.name in keyLabels),
    );
    expect(bare.length).toBeGreaterThan(100);
    expect(
      [...new Set(bare.map((field) => field.name))].filter((key) => !plainKeys.has(key)),
    ).toEqual([]);
    // The words the issue found, gone.
    const labels = new Set(every.map((field) => field.label));
    for (const developerWords of ['Anchor id', 'Href', 'Cta', 'Open index', 'Lang', 'Meta', 'Id'])
      expect(labels).not.toContain(developerWords);
  });

  it('never names a file or a folder of the repository in a hint', () => {
    const naming = every.filter((field) =>
      /\b(content|app|scripts|components|lib|public)\/|\.(ya?ml|tsx?|md|mjs|json)\b/.test(
        field.hint ?? '',
      ),
    );
    expect(naming.map((field) => `${field.name}: ${field.hint}`)).toEqual([]);
  });

  it('says the company’s zone beside every day and every wall time', () => {
    const dates = every.filter((field) => field.widget === 'datetime');
    expect(dates.length).toBeGreaterThan(5);
    for (const field of dates) {
      expect(field.picker_utc).toBe(false);
      // The company's own facts (where its zone is set) say none.
      if (field.name !== 'version' && field.name !== 'expires')
        expect(field.hint).toContain('the company’s time zone');
    }
  });
});
