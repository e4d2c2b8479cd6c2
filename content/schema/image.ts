// An image field: what a writer gives (the file, its alt text, optionally a focal point) and what
// the page gets (the picture as the loader prepared it: its size read from the file, a photo's
// variants, a small SVG's data URL). Pure: the file is read by the ImageReader the loader hands in
// (content/load/images.ts, through `readingImagesWith`); an unreadable, missing or oversized file is
// an issue at the field, so the build names the file and the field.
import { z } from 'zod';
import { focusPoints, type FocusPoint, type ImageSlotName } from '../catalog/image-slots';

/** A path under public/ (our drawn SVG files) or `/media/…` (the editor's uploads). */
export const publicSrcSchema = z.templateLiteral(['/', z.string()]).meta({
  title: 'Image',
  description:
    'A photo from the media library, or one of the site’s own drawings. Its size is read from the file.',
  widget: 'image',
});

export const focusSchema = z.enum(focusPoints).meta({
  title: 'Focal point',
  description:
    'The part of a photo to keep when its place on the page has another shape (default: the centre).',
});

/**
 * The rule of alt text: described, or marked decorative (the box labelled `box`), never empty by
 * chance; a decorative image's alt is empty, since screen readers skip it. The problem, or none.
 */
export function altTextProblem(
  alt: string | undefined,
  decorative: boolean | undefined,
  box = 'Decorative',
): string | undefined {
  const described = Boolean(alt?.trim());
  if (decorative)
    return described
      ? `must be empty when the image is marked decorative (untick “${box}” to describe it)`
      : undefined;
  return described
    ? undefined
    : `is empty: describe the image for someone who cannot see it, or tick “${box}”`;
}

/** What a writer types for an image. Width and height are the file's business, never typed. */
export const imageFieldsSchema = z
  .strictObject(
    {
      src: publicSrcSchema,
      alt: z.string().optional().meta({
        title: 'Alt text',
        description:
          'What the image shows that matters here, for someone who cannot see it. Empty only when you tick “Decorative”.',
      }),
      decorative: z.boolean().optional().meta({
        title: 'Decorative',
        description:
          'Tick when the image adds nothing the words around it do not say (a drawing, a pattern): screen readers skip it.',
      }),
      // null: the editor's select, cleared (the centre).
      focus: focusSchema.nullish(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' && issue.keys.some((key) => /^(width|height)$/.test(key))
          ? 'width and height are read from the image file: remove them'
          : undefined,
    },
  )
  .superRefine((fields, context) => {
    const problem = altTextProblem(fields.alt, fields.decorative);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['alt'] });
  });

/** An image field as a reader gets it: its alt text settled ('' for a decorative image). */
export type ImageFields = Omit<z.output<typeof imageFieldsSchema>, 'alt' | 'decorative'> & {
  alt: string;
};

/** One format of a photo at every width of its ladder, for a `<source>`. */
export type PictureSource = { type: 'image/avif' | 'image/webp'; srcSet: string };

/** An image as a page shows it. */
export type Picture = {
  /** An SVG file, or a photo's fallback (its own format, one width). */
  src: string;
  alt: string;
  /** The size of what is served (a photo: its crop to the slot's shape, upright). */
  width: number;
  height: number;
  focus?: FocusPoint;
  /** A small SVG written into the HTML (a page's first image): a data URL. */
  inline?: string;
  /** A photo: its slot (budgets.json), the slot's `sizes`, and AVIF and WebP at each width. */
  slot?: ImageSlotName;
  sizes?: string;
  sources?: PictureSource[];
  /** A 1200×630 crop of the photo for share cards, when the page asked for one. */
  share?: string;
};

export type ImageOptions = {
  /** The page's first image: a small SVG may be written into the HTML, a photo is preloaded. */
  lead?: boolean;
};

/** Reads an image field's file; throws an ImageFileError (the message) when it cannot be published. */
export type ImageReader = (
  fields: ImageFields,
  slot: ImageSlotName,
  options: ImageOptions,
) => Picture;

/** A file the build cannot publish as an image: the message says why and what to do. */
export class ImageFileError extends Error {
  override name = 'ImageFileError';
}

/**
 * What a picture is made from, as a key: the file, its focal point, the slot and the options (not
 * the alt text, which each use gives). The build records the pictures it made by it
 * (content/load/images.ts); the editor's preview looks them up by it.
 */
export function pictureKey(
  fields: Pick<ImageFields, 'src' | 'focus'>,
  slot: ImageSlotName,
  options: ImageOptions & { share?: boolean },
): string {
  return JSON.stringify([
    fields.src,
    fields.focus ?? null,
    slot,
    options.lead ?? false,
    options.share ?? false,
  ]);
}

let reader: ImageReader | undefined;

/** Runs `parse` with `read` answering the image fields of what it parses. */
export function readingImagesWith<T>(read: ImageReader, parse: () => T): T {
  const previous = reader;
  reader = read;
  try {
    return parse();
  } finally {
    reader = previous;
  }
}

/** An image field shown in `slot` (content/catalog/image-slots.ts). */
export function imageOf(slot: ImageSlotName, options: ImageOptions = {}) {
  return imageFieldsSchema.transform((fields, context): Picture => {
    if (!reader) {
      throw new Error(
        'An image field was parsed without an image reader: parse content through the loaders (content/load/).',
      );
    }
    try {
      // A decorative image's alt is empty: screen readers skip it.
      const { decorative, alt, ...rest } = fields;
      return reader({ ...rest, alt: decorative ? '' : (alt ?? '').trim() }, slot, options);
    } catch (error) {
      if (!(error instanceof ImageFileError)) throw error;
      context.addIssue({
        code: 'custom',
        message: error.message,
        input: fields.src,
        path: ['src'],
      });
      return z.NEVER;
    }
  });
}
