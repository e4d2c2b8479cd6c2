// Images as the pages use them: every image field's file is read here, so its size is the file's
// and nothing is typed. Two kinds:
// - Our drawn SVG files (public/): their size from the <svg> element. A page's first image, when
//   6 KB or less, is written into the HTML as a data URL (it paints with the page: LCP 0.87 s on
//   /home-ten/ under applied mobile throttling, against 1.3 s fetched).
// - Photos (JPEG, PNG, WebP, AVIF) uploaded to the media library (content/media/, `/media/…`):
//   cropped to their slot's shape around the focal point (content/catalog/image-slots.ts), and
//   planned as AVIF and WebP at each width of a ladder never above the crop, plus one fallback in
//   their own format. The names hold a hash of the file and of every option, so a served file
//   never changes (immutable) and a rebuild encodes only what is new. `npm run images`
//   (scripts/images.ts) encodes what the content planned (load/image-encoder.ts).
// A file the build cannot publish (missing, over 20 MB or 50 megapixels, HEIC, unreadable) is an
// ImageFileError, which the field's schema turns into an issue naming the file and the field.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import {
  imageSlots,
  uploadLimits,
  type FocusPoint,
  type ImageSlot,
  type ImageSlotName,
  widestSlotPx,
} from '../catalog/image-slots';
import {
  ImageFileError,
  pictureKey,
  type ImageFields,
  type ImageOptions,
  type Picture,
} from '../schema/image';
import { contentRoot } from './content-source';

/** What a writer may upload (content/catalog/image-slots.ts, which the editor's config reads too). */
export { uploadLimits };

/** Where uploads live and how content names them. */
export const mediaPrefix = '/media/';
/** Where the variants are served from (immutable on every host: lib/security-headers.ts). */
export const variantPrefix = '/_img/';

/** Widths a photo is encoded at (CSS px × DPR of the slots: 351 px at DPR 2 takes 960). */
const ladder = [360, 640, 960, 1280, 1600];
const ladderTop = 1600;
/** The one width of the fallback in the file's own format (browsers without WebP). */
const fallbackWidth = 960;
/** The share card (og:image). */
const shareSize = { width: 1200, height: 630 } as const;

/** Encoder settings; part of every variant's hash, so changing one re-encodes. */
export const encoding = {
  version: 1,
  avif: { quality: 50, effort: 4 },
  webp: { quality: 70, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** A region of the upright picture, in its pixels. */
export type Crop = { left: number; top: number; width: number; height: number };

/** One file to encode: `crop` of the upright `file`, resized to `width` × `height`. */
export type VariantJob = {
  /** The source, an absolute path. */
  file: string;
  /** Its served path, `/_img/<name>`. */
  url: string;
  format: VariantFormat;
  crop: Crop;
  width: number;
  height: number;
};

const planned = new Map<string, VariantJob>();

/** Every variant the content parsed so far asked for (scripts/images.ts encodes them). */
export function plannedVariants(): VariantJob[] {
  return [...planned.values()];
}

/**
 * Runs `read` (which may call pictureOf) and forgets the variants it planned: the images of an item
 * this build leaves out (a post scheduled for later) are checked now, with its other fields, but
 * not published before it is. A variant planned before, or again after, is kept.
 */
export function checkedOnly<T>(read: () => T): T {
  const before = new Set(planned.keys());
  try {
    return read();
  } finally {
    for (const url of [...planned.keys()]) if (!before.has(url)) planned.delete(url);
  }
}

/** The variants each running `variantsPlannedBy` has seen planned. */
const recorders: Map<string, VariantJob>[] = [];

/**
 * Runs `read` (which may call pictureOf) and gives, with its result, every variant it planned,
 * whether planned before or not (a test's own photos' variants, to encode).
 */
export function variantsPlannedBy<T>(read: () => T): { result: T; variants: VariantJob[] } {
  const seen = new Map<string, VariantJob>();
  recorders.push(seen);
  try {
    const result = read();
    return { result, variants: [...seen.values()] };
  } finally {
    recorders.splice(recorders.indexOf(seen), 1);
  }
}

const rasterTypes: Record<string, VariantFormat> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The file an image path names: an upload of the content root's media/ (`root`: content/ or the
 * copy CONTENT_ROOT names), else a file of public/ (never under the content root).
 */
function fileOf(src: string, root: string): { file: string; shown: string } {
  const media = src.startsWith(mediaPrefix);
  const base = media ? path.join(root, 'media') : path.join(process.cwd(), 'public');
  const file = path.join(base, media ? src.slice(mediaPrefix.length) : src);
  if (!file.startsWith(base + path.sep)) throw new ImageFileError(`${src} is outside ${base}`);
  const shown = media ? `content/media/${src.slice(mediaPrefix.length)}` : `public${src}`;
  return { file, shown };
}

/** An image field as the loader reads it: a cleared focal point is none. */
type Fields = Omit<ImageFields, 'focus'> & { focus?: FocusPoint };

// ---------------------------------------------------------------- drawn SVG files

const inlineLimit = 6 * 1024;

function svgSize(text: string, shown: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) throw new ImageFileError(`${shown} is not an SVG file`);
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const length = (value?: string) =>
    value && /^\s*\d+(\.\d+)?\s*(px)?\s*$/.test(value) ? parseFloat(value) : undefined;
  const [width, height] = [length(attribute('width')), length(attribute('height'))];
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  throw new ImageFileError(`${shown} has neither a width and height nor a viewBox: add a viewBox`);
}

function svgPicture(fields: Fields, file: string, shown: string, lead: boolean): Picture {
  const text = readFileSync(file, 'utf8');
  const picture: Picture = { ...fields, ...svgSize(text, shown) };
  if (lead && statSync(file).size <= inlineLimit) {
    picture.inline = `data:image/svg+xml,${encodeURIComponent(text.trim())}`;
  }
  return picture;
}

// ---------------------------------------------------------------- photos

const fileHashes = new Map<string, { key: string; hash: string }>();

/** The file's content hash, read once per build (a photo may be on several pages). */
function contentHash(file: string): string {
  const stat = statSync(file);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = fileHashes.get(file);
  if (known?.key === key) return known.hash;
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
  fileHashes.set(file, { key, hash });
  return hash;
}

/** The upright size, format and bytes of a photo, or why it cannot be published. */
function inspect(file: string, shown: string, src: string) {
  if (/\.(heic|heif)$/i.test(src)) throw heic(shown);
  if (!existsSync(file)) {
    throw new ImageFileError(`no file ${shown}: upload it through the editor's media library`);
  }
  const bytes = statSync(file).size;
  if (bytes > uploadLimits.bytes) {
    throw new ImageFileError(
      `${shown} is ${mb(bytes)}, over the 20 MB limit: export it smaller (2,000 px wide is plenty for any place on the site)`,
    );
  }
  const content = readFileSync(file);
  if (isHeic(content)) throw heic(shown);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    throw new ImageFileError(
      `${shown} cannot be read as an image: upload a JPEG, PNG, WebP or AVIF file`,
    );
  }
  if (size.type === 'heif' || size.type === 'heic') throw heic(shown);
  const format = rasterTypes[size.type ?? ''];
  if (!format) {
    throw new ImageFileError(
      `${shown} is a ${String(size.type).toUpperCase()} file, which the site does not publish: upload a JPEG, PNG, WebP or AVIF file`,
    );
  }
  if (size.width * size.height > uploadLimits.pixels) {
    throw new ImageFileError(
      `${shown} has ${((size.width * size.height) / 1e6).toFixed(0)} megapixels, over the 50 megapixel limit: export it smaller`,
    );
  }
  // EXIF orientations 5-8 turn the picture a quarter: its upright size is the other way round.
  const turned = (size.orientation ?? 1) >= 5;
  return {
    format,
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
  };
}

/**
 * An HEIF container holding HEVC (an iPhone's HEIC), whatever its name: its ISO-BMFF `ftyp` box
 * names a HEIC brand, or the generic `mif1` without AVIF's brand among the compatible ones.
 */
function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return false;
  return brands.some((brand) =>
    /^(heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1)$/.test(brand),
  );
}

const heic = (shown: string) =>
  new ImageFileError(
    `${shown} is a HEIC photo (an iPhone's own format), which browsers cannot show: export it as a JPEG (on the iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG) and upload that`,
  );

/** The largest region of `width` × `height` with the shape `aspect`, placed at `focus`. */
export function cropTo(
  width: number,
  height: number,
  aspect: readonly [number, number] | undefined,
  focus: FocusPoint = 'center',
): Crop {
  if (!aspect) return { left: 0, top: 0, width, height };
  const ratio = aspect[0] / aspect[1];
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(width / ratio));
  const at = (free: number, start: boolean, end: boolean) =>
    start ? 0 : end ? free : Math.round(free / 2);
  return {
    left: at(width - cropWidth, focus.includes('left'), focus.includes('right')),
    top: at(height - cropHeight, focus.includes('top'), focus.includes('bottom')),
    width: cropWidth,
    height: cropHeight,
  };
}

/**
 * The widths a crop is served at: the ladder below it, and the crop itself up to 1,600 px, or up to
 * the first width of the ladder that covers the slot at DPR 2 (a 96 px portrait: 360 px at most).
 */
export function widthsFor(cropWidth: number, sizes?: string): number[] {
  const needed = sizes ? 2 * widestSlotPx(sizes) : Infinity;
  const cap = ladder.find((width) => width >= needed) ?? ladderTop;
  const top = Math.min(cropWidth, cap);
  return [...ladder.filter((width) => width < top), top];
}

const extension: Record<VariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

/** A readable, URL-safe part of the file's name. */
const stemOf = (src: string) =>
  path
    .basename(src, path.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'image';

function plan(
  file: string,
  src: string,
  crop: Crop,
  output: { width: number; height: number; format: VariantFormat; suffix?: string },
  hash: string,
): string {
  const id = createHash('sha256')
    .update(JSON.stringify({ hash, crop, encoding }))
    .digest('hex')
    .slice(0, 12);
  const url = `${variantPrefix}${stemOf(src)}-${id}-${output.suffix ?? output.width}.${extension[output.format]}`;
  const job: VariantJob = {
    file,
    url,
    format: output.format,
    crop,
    width: output.width,
    height: output.height,
  };
  planned.set(url, job);
  for (const seen of recorders) seen.set(url, job);
  return url;
}

function photoPicture(
  fields: Fields,
  slotName: ImageSlotName,
  file: string,
  shown: string,
  options: ImageOptions & { share?: boolean },
): Picture {
  if (!fields.src.startsWith(mediaPrefix)) {
    throw new ImageFileError(
      `${shown} is a photo in public/, which is served as it is: upload it through the editor's media library (content/media/), where the build makes its variants`,
    );
  }
  const source = inspect(file, shown, fields.src);
  const hash = contentHash(file);
  const slot: ImageSlot = imageSlots[slotName];
  const crop = cropTo(source.width, source.height, slot.aspect, fields.focus);
  const widths = widthsFor(crop.width, slot.sizes);
  const heightAt = (width: number) => Math.max(1, Math.round((width * crop.height) / crop.width));
  const srcSet = (format: VariantFormat) =>
    widths
      .map(
        (width) =>
          `${plan(file, fields.src, crop, { width, height: heightAt(width), format }, hash)} ${width}w`,
      )
      .join(', ');
  const fallbackFormat: VariantFormat = source.format === 'png' ? 'png' : 'jpeg';
  const fallback = Math.min(fallbackWidth, widths[widths.length - 1]!);
  const top = widths[widths.length - 1]!;
  const picture: Picture = {
    ...fields,
    src: plan(
      file,
      fields.src,
      crop,
      { width: fallback, height: heightAt(fallback), format: fallbackFormat },
      hash,
    ),
    width: top,
    height: heightAt(top),
    slot: slotName,
    sizes: slot.sizes,
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
  if (options.share) {
    const card = cropTo(
      source.width,
      source.height,
      [shareSize.width, shareSize.height],
      fields.focus,
    );
    picture.share = plan(
      file,
      fields.src,
      card,
      { ...shareSize, format: 'jpeg', suffix: 'share' },
      hash,
    );
  }
  return picture;
}

/**
 * An image field's picture for `slot`: an SVG's size (and, leading a page, its data URL), or a
 * photo's planned variants. `share`: also a 1200×630 crop for share cards (a news post's cover).
 * Uploads are read from `root`'s media/ (the content root the loader reads).
 */
export function pictureOf(
  given: ImageFields,
  slot: ImageSlotName,
  options: ImageOptions & { share?: boolean } = {},
  root = contentRoot(),
): Picture {
  // A cleared focal point (null) is the centre.
  const { focus, ...rest } = given;
  const fields: Fields = focus ? { ...rest, focus } : rest;
  const { file, shown } = fileOf(fields.src, root);
  let picture: Picture;
  if (fields.src.toLowerCase().endsWith('.svg')) {
    if (!existsSync(file)) throw new ImageFileError(`no file ${shown}`);
    picture = svgPicture(fields, file, shown, options.lead ?? false);
  } else picture = photoPicture(fields, slot, file, shown, options);
  picturesMade.set(pictureKey(fields, slot, options), picture);
  return picture;
}

/**
 * Every picture this process made, by what it was made from (`pictureKey`): the content editor's
 * preview shows an image field as the build does (scripts/cms-assets.ts writes them for it).
 */
export const picturesMade = new Map<string, Picture>();

/** A catalog logo (its size written in the catalog) that opens a page: small SVG inlined. */
export function leadImage(image: Picture, root = contentRoot()): Picture {
  if (!image.src.endsWith('.svg') || image.inline) return image;
  const { file } = fileOf(image.src, root);
  if (!existsSync(file) || statSync(file).size > inlineLimit) return image;
  const inline = `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}`;
  leadImagesMade.set(image.src, inline);
  return { ...image, inline };
}

/** The data URL of each catalog logo `leadImage` wrote into a page, by its src (the editor's preview). */
export const leadImagesMade = new Map<string, string>();
