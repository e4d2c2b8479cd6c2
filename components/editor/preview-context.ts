// How the content editor's preview parses an entry as the build does, with no file to read: the
// build's own zod schemas, a Resolver over the site's data (preview-data.ts) with the editor's
// entries laid over it, and an ImageReader that answers each image field with the picture the build
// made for it. Every issue the parse finds is kept, with its field's path, to be shown above the page.
import type { z } from 'zod';
import {
  problemsOf,
  type EntryContext,
  type EntryProblem,
  type MarkdownCollection,
} from '@/content/check/entry';
import { sessionSlugs } from './session-items';
import { companySchema, type Company } from '@/content/schema/company';
import {
  ImageFileError,
  pictureKey,
  readingImagesWith,
  type ImageFields,
  type ImageOptions,
  type Picture,
} from '@/content/schema/image';
import type { ImageSlotName } from '@/content/catalog/image-slots';
import { resolvingWith, type Resolver } from '@/content/schema/refs';
import { sharedKinds, type SharedItem, type SharedKind } from '@/content/schema/shared-kinds';
import { imageSlots } from '@/content/catalog/image-slots';
import type { PreviewData } from './preview-data';

/** One thing the build would refuse: where (a field's path, or a file and field) and why. */
export type Issue = EntryProblem;

/** What the editor holds beyond the preview data: entries edited in this session, uploads. */
export type Overlay = {
  /** Shared items as the editor holds them (picked in a relation field, or opened), by kind and key. */
  shared?: Partial<Record<SharedKind, Record<string, unknown>>>;
  /** The Company entry being edited. */
  company?: unknown;
  /** The URL of a file of the media library (an upload of this session is a blob: URL). */
  assetUrl?: (src: string) => string | undefined;
};

/** A parse of the preview: what it made (when it could) and every issue. */
export type Parsed<T> = { data?: T; issues: Issue[] };

export type PreviewContext = {
  company: Company;
  resolver: Resolver;
  /** The image reader, which also takes the build's `share` (a post's cover: its share card too). */
  images: (
    fields: ImageFields,
    slot: ImageSlotName,
    options?: ImageOptions & { share?: boolean },
  ) => Picture;
  /** Issues met in what the entry names (a shared item that does not parse), file and field. */
  referenced: Issue[];
  /** The shared kinds the parse looked items up in. */
  asked: Set<SharedKind>;
  /** Photos the build has not made, shown from the media library: their fields' values. */
  uploads: Set<string>;
  /** `raw` parsed by `schema` as the build parses a file: references resolved, images read. */
  parse<S extends z.ZodType>(schema: S, raw: unknown): Parsed<z.output<S>>;
};

/** The entry as Decap writes its file: a field it holds as undefined is not written. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, each]) => each !== undefined)
        .map(([key, each]) => [key, withoutEmpty(each)]),
    );
  }
  return value;
}

/**
 * The size an upload not yet cropped is shown at in `slot`: the slot's shape (its `aspect`), 100
 * units a side; in a slot that keeps a picture's own shape (logos) the file shows as it is, 4:3
 * reserved for it.
 */
export function uploadShape(slot: ImageSlotName): { width: number; height: number } {
  const slotShape = imageSlots[slot];
  const [width, height] = 'aspect' in slotShape ? slotShape.aspect : [4, 3];
  return { width: width * 100, height: height * 100 };
}

export function previewContext(data: PreviewData, overlay: Overlay = {}): PreviewContext {
  const uploads = new Set<string>();
  const images = (
    fields: ImageFields,
    slot: ImageSlotName,
    options: ImageOptions & { share?: boolean } = {},
  ): Picture => {
    const made = data.pictures[pictureKey(fields, slot, options)];
    if (made) return { ...made, alt: fields.alt };
    const { src, alt } = fields;
    const focus = fields.focus ?? undefined;
    if (src.toLowerCase().endsWith('.svg')) {
      const svg = data.svgs[src];
      if (!svg) throw new ImageFileError(`no file public${src}`);
      const { inline, ...size } = svg;
      return {
        src,
        alt,
        ...(focus ? { focus } : {}),
        ...size,
        ...(options.lead && inline ? { inline } : {}),
      };
    }
    // A photo the build has not made yet (uploaded in this session): the file itself, in the shape
    // of its slot (the build crops it to that shape around its focal point). No variants
    // (`sources: []`): ResponsiveImage gives it the slot's shape, else the page would show the
    // file's own (a 4:3 phone photo as a 4:3 news cover, which the page shows 16:9).
    uploads.add(src);
    return {
      src: overlay.assetUrl?.(src) ?? src,
      alt,
      ...uploadShape(slot),
      ...(focus ? { focus } : {}),
      // A slot that keeps a picture's own shape (logos) shows the file as it is.
      ...('aspect' in imageSlots[slot] ? { slot, sources: [] } : {}),
    };
  };

  const referenced: Issue[] = [];
  const parseWith = <S extends z.ZodType>(
    schema: S,
    raw: unknown,
    resolver?: Resolver,
  ): Parsed<z.output<S>> => {
    const result = readingImagesWith(images, () =>
      resolver
        ? resolvingWith(resolver, () => schema.safeParse(withoutEmpty(raw)))
        : schema.safeParse(withoutEmpty(raw)),
    );
    return result.success
      ? { data: result.data, issues: [] }
      : { issues: problemsOf(result.error) };
  };

  const companyParse = parseWith(companySchema, overlay.company ?? data.company);
  if (!companyParse.data && overlay.company !== undefined) {
    referenced.push(
      ...companyParse.issues.map((issue) => ({ ...issue, path: `company: ${issue.path}` })),
    );
  }
  const company = companyParse.data ?? parseWith(companySchema, data.company).data!;

  const shared = new Map<string, unknown>();
  const asked = new Set<SharedKind>();
  const resolver: Resolver = {
    sharedItem<K extends SharedKind>(kind: K, key: string): SharedItem<K> | undefined {
      asked.add(kind);
      const id = `${kind}/${key}`;
      if (!shared.has(id)) {
        const raw = overlay.shared?.[kind]?.[key] ?? data.shared[kind]?.[key];
        if (raw === undefined) shared.set(id, undefined);
        else {
          const { folder, schema } = sharedKinds[kind];
          const item = parseWith(schema, raw, resolver);
          referenced.push(
            ...item.issues.map((issue) => ({
              ...issue,
              path: `${folder}/${key}.yml: ${issue.path}`,
            })),
          );
          shared.set(id, item.data);
        }
      }
      return shared.get(id) as SharedItem<K> | undefined;
    },
    latestNews: (count) => data.latestNews.slice(0, count),
    company,
    leadImage: (image) => {
      const inline = data.leadImages[image.src];
      return inline && !image.inline ? { ...image, inline } : image;
    },
  };

  return {
    company,
    resolver,
    images,
    referenced,
    asked,
    uploads,
    parse: (schema, raw) => parseWith(schema, raw, resolver),
  };
}

/** The file names of what the build published of a collection (the preview data's cards). */
function publishedSlugs(data: PreviewData, collection: string): string[] {
  return ((data.published[collection] ?? []) as { slug: string }[]).map((card) => card.slug);
}

/** The entry check's context (content/check/entry.ts) as the editor has it: the preview's. */
export function editorEntryContext(data: PreviewData, context: PreviewContext): EntryContext {
  return {
    images: context.images,
    resolver: context.resolver,
    // The collection's files as the repository has them (loaded by the preview), else what the
    // build published: the preview data names no scheduled item.
    slugsOf: (collection) =>
      sessionSlugs(collection as MarkdownCollection) ?? publishedSlugs(data, collection),
  };
}
