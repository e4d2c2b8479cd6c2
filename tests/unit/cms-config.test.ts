/**
 * @jest-environment node
 */
// The editor's fields and the build's front-matter schemas must not drift apart: every field on
// one side is on the other, with the same required flag, kind and allowed values.
import type { z } from 'zod';
import { careerSchema, helpSchema, newsSchema } from '@/content/collections/schema';
import { cmsCollections, type CmsField } from '@/content/collections/cms';

type Shape = { name: string; required: boolean; kind: string; values?: string[]; fields?: Shape[] };

/** What a zod object asks of each field. */
function fromSchema(schema: z.ZodType): Shape[] {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  return Object.entries(shape).map(([name, field]) => {
    let type = field as unknown as { _zod: { def: Record<string, unknown> } };
    let required = true;
    for (;;) {
      const def = type._zod.def;
      if (def.type === 'optional') {
        required = false;
        type = def.innerType as typeof type;
      } else if (def.type === 'pipe') type = def.out as typeof type;
      else break;
    }
    const def = type._zod.def;
    const kind =
      def.type === 'string' && def.format === 'date'
        ? 'date'
        : def.type === 'enum'
          ? 'choice'
          : def.type === 'array'
            ? 'list'
            : String(def.type);
    return {
      name,
      required,
      kind,
      ...(def.type === 'enum' ? { values: Object.keys(def.entries as object).sort() } : {}),
      ...(def.type === 'object' ? { fields: fromSchema(type as unknown as z.ZodType) } : {}),
    };
  });
}

/** What the editor asks of each field. */
function fromCms(fields: CmsField[]): Shape[] {
  const kinds: Record<CmsField['widget'], string> = {
    string: 'string',
    text: 'string',
    markdown: 'string',
    image: 'string',
    datetime: 'date',
    select: 'choice',
    number: 'number',
    object: 'object',
    relation: 'list',
  };
  return fields
    .filter((field) => field.name !== 'body')
    .map((field) => ({
      name: field.name,
      required: field.required !== false,
      kind: kinds[field.widget],
      ...(field.options ? { values: field.options.map((option) => option.value).sort() } : {}),
      ...(field.fields ? { fields: fromCms(field.fields) } : {}),
    }));
}

const schemas = { news: newsSchema, careers: careerSchema, help: helpSchema };

describe('the content editor’s fields', () => {
  it.each(cmsCollections.map((collection) => [collection.name, collection] as const))(
    '%s match the build’s front-matter schema',
    (name, collection) => {
      expect(fromCms(collection.fields)).toEqual(fromSchema(schemas[name]));
      expect(collection.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
      expect(collection.folder).toBe(`content/${name}`);
    },
  );

  it('notices a field removed from one side only', () => {
    const news = cmsCollections.find((collection) => collection.name === 'news')!;
    const withoutExcerpt = news.fields.filter((field) => field.name !== 'excerpt');
    expect(fromCms(withoutExcerpt)).not.toEqual(fromSchema(newsSchema));
    const extra = newsSchema.extend({ subtitle: newsSchema.shape.title });
    expect(fromCms(news.fields)).not.toEqual(fromSchema(extra));
  });
});
