// The preview data of the content editor (components/editor/preview-data.ts): what the preview
// needs of the site beyond the entry being edited, from the loaders, as the build sees it. Written
// by scripts/cms-assets.ts into public/admin/preview-data.json.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { allContent } from '../content/routes';
import { z } from 'zod';
import { sharedKinds, type SharedKind } from '../content/schema/shared-kinds';
import { sectionSchemas } from '../content/schema/sections';
import { templates, type TemplateName } from '../content/schema/templates';
import { collectionDescriptors, ownTemplates } from '../content/collections';
import { loadDescribed } from '../content/load/described';
import { companyFile } from '../content/schema/company';
import { leadImagesMade, pictureOf, picturesMade } from '../content/load/images';
import { articles } from '../content/load/news-posts';
import { pageFileNames } from '../content/load/page-list';
import { contentRoot } from '../content/load/content-source';
import { fileFormLists } from '../content/generated/fill-sections';
import type { PreviewData, SharedBlock } from '../components/editor/preview-data';

const root = path.resolve(__dirname, '..');
/** A file named from the project root; content/'s are read from the content root, as the loaders do. */
const fileOf = (file: string) =>
  file.startsWith('content/')
    ? path.join(contentRoot(), file.slice('content/'.length))
    : path.join(root, file);
const readYaml = (file: string): unknown => parse(readFileSync(fileOf(file), 'utf8'));

/** Every file under `dir` (relative to root) whose name ends with `extension`. */
function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The shared kind a field's schema names items of (`sharedRef(kind)`'s `ref`), and whether a list. */
function refOf(schema: z.core.$ZodType): { kind: SharedKind; list: boolean } | undefined {
  let current = schema;
  let list = false;
  for (;;) {
    const ref = (z.globalRegistry.get(current) as { ref?: string } | undefined)?.ref;
    if (ref && ref in sharedKinds) return { kind: ref as SharedKind, list };
    const def = current._zod.def as {
      type: string;
      innerType?: z.core.$ZodType;
      in?: z.core.$ZodType;
      element?: z.core.$ZodType;
    };
    if (def.type === 'array' && def.element && !list) {
      list = true;
      current = def.element;
    } else if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return undefined;
  }
}

/**
 * Where each shared kind shows, from the section schemas' own metadata: each section type's
 * fields that name items of a kind (`sharedRef`), one key or a list. The first page file section
 * with such a field is the block an item of the kind is previewed in.
 */
export const sharedFields: { type: string; field: string; kind: SharedKind; list: boolean }[] =
  Object.entries(sectionSchemas).flatMap(([type, schema]) =>
    Object.entries((schema as unknown as z.ZodObject).shape).flatMap(([field, fieldSchema]) => {
      const ref = refOf(fieldSchema as z.core.$ZodType);
      return ref ? [{ type, field, ...ref }] : [];
    }),
  );

function sharedBlocks(): PreviewData['sharedBlocks'] {
  const pages = pageFileNames().map((name) => {
    const file = readYaml(`content/pages/${name}.yml`) as {
      route?: { path: string };
      meta: unknown;
      sections: Record<string, unknown>[];
    };
    return { path: file.route?.path ?? `/${name}/`, meta: file.meta, sections: file.sections };
  });
  const blocks: PreviewData['sharedBlocks'] = {};
  for (const kind of Object.keys(sharedKinds) as SharedKind[]) {
    const fields = sharedFields.filter((where) => where.kind === kind);
    for (const page of pages) {
      let where: (typeof fields)[number] | undefined;
      const section = page.sections.find((each) => {
        where = fields.find((one) => each.type === one.type && each[one.field] !== undefined);
        return where !== undefined;
      });
      if (!section || !where) continue;
      const block: SharedBlock = {
        path: page.path,
        meta: page.meta,
        section,
        field: where.field,
        list: where.list,
      };
      // A FAQ or pricing section may add items of its own after the shared ones: not previewed.
      delete block.section.pageItems;
      delete block.section.pagePlans;
      blocks[kind] = block;
      break;
    }
  }
  return blocks;
}

export function previewData(): PreviewData {
  // Every page the build makes, so every picture it makes is known.
  allContent();
  const pictures = Object.fromEntries(picturesMade);
  const svgs: PreviewData['svgs'] = {};
  for (const file of filesUnder('public', '.svg')) {
    if (file.startsWith(`public${path.sep}admin`)) continue;
    const src = `/${path.relative('public', file).split(path.sep).join('/')}`;
    const { width, height, inline } = pictureOf({ src: src as `/${string}`, alt: '' }, 'logo', {
      lead: true,
    });
    svgs[src] = { width, height, ...(inline ? { inline } : {}) };
  }
  const shared = Object.fromEntries(
    (Object.keys(sharedKinds) as SharedKind[]).map((kind) => {
      const { folder } = sharedKinds[kind];
      const items = readdirSync(fileOf(folder))
        .filter((name) => name.endsWith('.yml'))
        .sort()
        .map((name) => [name.slice(0, -'.yml'.length), readYaml(`${folder}/${name}`)]);
      return [kind, Object.fromEntries(items)];
    }),
  ) as PreviewData['shared'];
  return {
    company: readYaml(companyFile),
    shared,
    // The templates of content/schema/templates.ts and those the described collections own.
    templates: Object.fromEntries(
      [
        ...(Object.keys(templates) as TemplateName[]),
        ...ownTemplates.map((template) => template.name),
      ].map((name) => [name, readYaml(`content/templates/${name}.yml`)]),
    ) as PreviewData['templates'],
    pictures,
    leadImages: Object.fromEntries(leadImagesMade),
    svgs,
    latestNews: articles().slice(0, 12),
    fileForms: fileFormLists(),
    // Each described collection's published items as its related lists take them.
    published: Object.fromEntries(
      collectionDescriptors.flatMap((descriptor) => {
        const related = (descriptor.related as (data: unknown) => unknown[])(
          loadDescribed(descriptor),
        );
        return related.length ? [[descriptor.name, related]] : [];
      }),
    ),
    sharedBlocks: sharedBlocks(),
  };
}
