// The `images` checks of check:out, over an export folder (out/, or a fixture in a unit test):
//   files     no raster file outside _img/ (a photo served as it is, without AVIF/WebP variants),
//             but the share images Next draws from app/**/og.png/route.tsx and Next's own
//             metadata images (app/**/icon.png, apple-icon, opengraph-image, twitter-image)
//   markup    no <img>, <source> or image preload names a raster outside /_img/; every raster <img>
//             sits in a <picture> with an image/avif and an image/webp <source>, each with srcset
//             and sizes; every /_img/ URL a page names (src, srcset, imagesrcset, og:image, JSON-LD,
//             links to the full size) is a file of the export
//   budgets   each variant a slot can be served at (budgets.json `images`, by the <img>'s data-slot)
//             and each share card (`-share.jpg`) within its bytes
//   metadata  no file of _img/ carries EXIF (GPS included), XMP or IPTC: ExifReader reads JPEG,
//             WebP, AVIF and PNG; a PNG's XMP text chunk is read here
// Pure: it reads the folder it is given and returns what it found; scripts/check-out.ts prints it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import ExifReader from 'exifreader';
import { widestSlotPx } from '../content/catalog/image-slots';

/** The largest file, in KB, of one variant of a slot: AVIF, WebP, and the fallback (JPEG or PNG). */
export type SlotBudget = { avifKb: number; webpKb: number; fallbackKb: number };
type VariantKind = 'avif' | 'webp' | 'fallback';
const kindLimit: Record<VariantKind, keyof SlotBudget> = {
  avif: 'avifKb',
  webp: 'webpKb',
  fallback: 'fallbackKb',
};
const kindName: Record<VariantKind, string> = {
  avif: 'an AVIF variant',
  webp: 'a WebP variant',
  fallback: 'a fallback',
};
/** budgets.json `images`. */
export type ImageBudgets = { shareKb: number; slots: Record<string, SlotBudget> };

export type ImageCheckOptions = {
  /** The export folder. */
  out: string;
  /** Its pages to read (absolute paths of HTML files). */
  pages: string[];
  budgets: ImageBudgets;
  /** Rasters outside _img/ the build writes itself (paths relative to `out`, `/` separated). */
  generated: RegExp[];
  /** The site's origin: an absolute URL of it (og:image) names a path of the export. */
  origin?: string;
};

export type ImageCheckReport = { problems: string[]; summary: string[] };

/** File endings of raster images (what a browser decodes to pixels, or a camera writes). */
const rasterExtension = /\.(jpe?g|png|gif|webp|avif|bmp|tiff?|heic|heif)$/i;
const rasterDataUrl = /^data:image\/(?!svg\+xml)/i;
const variantPrefix = '/_img/';
const kb = (bytes: number) => bytes / 1024;

const posix = (file: string) => file.split(path.sep).join('/');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The rasters the build itself writes outside _img/, from the app folder: each
 * `app/**\/og.png/route.tsx` (a share card drawn at build) and each of Next's metadata image files
 * (`icon.png`, `apple-icon.jpg`, `opengraph-image.png`, `twitter-image.png`, numbered or not), as
 * export paths; route groups `(x)` are no part of the path, a dynamic segment `[x]` is any segment.
 */
export function generatedRasters(appDir: string): RegExp[] {
  const metadataImage = /^(icon|apple-icon|opengraph-image|twitter-image)\d*\.(png|jpe?g|gif)$/;
  const patterns = new Set<string>();
  for (const file of filesUnder(appDir).map((full) => posix(path.relative(appDir, full)))) {
    const parts = file.split('/');
    const name = parts.at(-1)!;
    let folders: string[];
    let last: string;
    if (/^route\.(tsx?|jsx?)$/.test(name) && parts.at(-2) === 'og.png') {
      folders = parts.slice(0, -2);
      last = 'og\\.png';
    } else if (metadataImage.test(name)) {
      folders = parts.slice(0, -1);
      last = name.replace(/\./g, '\\.');
    } else continue;
    const segments = folders
      .filter((folder) => !/^\(.*\)$/.test(folder))
      .map((folder) =>
        /^\[.*\]$/.test(folder) ? '[^/]+' : folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
    patterns.add(`^${[...segments, last].join('/')}$`);
  }
  return [...patterns].map((pattern) => new RegExp(pattern));
}

// ---------------------------------------------------------------- metadata in the containers

const ascii = (bytes: Buffer, start: number, length: number) =>
  bytes.toString('latin1', start, start + length);

function pngMetadata(bytes: Buffer): string[] {
  const found: string[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, 4);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'iTXt' || type === 'tEXt' || type === 'zTXt') {
      const keyword = ascii(data, 0, Math.max(0, data.indexOf(0)));
      if (keyword === 'XML:com.adobe.xmp' || keyword === 'Raw profile type xmp') found.push('XMP');
      if (keyword === 'Raw profile type exif' || keyword === 'Raw profile type APP1')
        found.push('EXIF');
      if (keyword === 'Raw profile type iptc') found.push('IPTC');
    }
    at += 12 + length;
  }
  return found;
}

/** Whether a block ExifReader found is there (it returns empty groups for some containers). */
const present = (group: unknown) =>
  Boolean(group && typeof group === 'object' && Object.keys(group).length);

/**
 * The metadata blocks a raster file carries that tell about the photo and its taker: EXIF (and
 * whether it has a GPS position), XMP, IPTC. ExifReader reads them from JPEG, WebP, AVIF/HEIF and
 * PNG by the bytes, not the name; a PNG's XMP and raw-profile text chunks, which it does not
 * report, are read here.
 */
export function metadataIn(bytes: Buffer): string[] {
  const found: string[] = [];
  let tags: ExifReader.ExpandedTags = {};
  try {
    tags = ExifReader.load(bytes, { expanded: true });
  } catch {
    // No metadata ExifReader knows of (or not an image): the other checks name such a file.
  }
  if (present(tags.exif) || present(tags.gps))
    found.push(present(tags.gps) ? 'EXIF (GPS position)' : 'EXIF');
  if (present(tags.xmp)) found.push('XMP');
  if (present(tags.iptc)) found.push('IPTC');
  if (bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')))
    found.push(...pngMetadata(bytes));
  return [...new Set(found)];
}

// ---------------------------------------------------------------- markup and budgets

/** The URLs of a `srcset` (or `imagesrcset`), each with its width descriptor when it has one. */
export function srcsetEntries(srcset: string): { url: string; width?: number }[] {
  return srcset
    .split(/,(?=\s*\S)/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({
      url: url!,
      width: descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : undefined,
    }));
}

/** A path of the export from a URL a page names, or undefined (another site, a data URL). */
function sitePath(url: string, origin?: string): string | undefined {
  if (origin && url.startsWith(`${origin}/`)) return url.slice(origin.length);
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return undefined;
  return url.split(/[?#]/)[0];
}

const isRaster = (url: string) =>
  rasterDataUrl.test(url) || rasterExtension.test(url.split(/[?#]/)[0]!);

export function checkImages(options: ImageCheckOptions): ImageCheckReport {
  const { out, pages, budgets, generated, origin } = options;
  const problems = new Set<string>();
  const rel = (file: string) => posix(path.relative(out, file));
  const variantsDir = path.join(out, '_img');
  const variantFile = (name: string) => {
    const file = path.join(variantsDir, name);
    return !name.includes('/') && statSync(file, { throwIfNoEntry: false })?.isFile()
      ? file
      : undefined;
  };

  // files: rasters served as they are.
  const allFiles = filesUnder(out).map(rel);
  const strays = allFiles.filter(
    (file) =>
      rasterExtension.test(file) &&
      !file.startsWith('_img/') &&
      !generated.some((pattern) => pattern.test(file)),
  );
  for (const file of strays)
    problems.add(
      `${file}: a raster image outside _img/, served as it is (no AVIF/WebP, no widths): upload photos to content/media/ and name them /media/…, or draw it as SVG`,
    );

  // markup, missing variants, budgets.
  const largest = new Map<string, Record<VariantKind, number>>();
  let pictures = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const $ = load(html);
    const at = rel(page);
    const named = (element: string, url: string) => {
      if (isRaster(url) && !sitePath(url, origin)?.startsWith(variantPrefix))
        problems.add(
          `${at}: ${element} names a raster outside /_img/: ${url.slice(0, 80)} (a photo goes through content/media/ and gets variants)`,
        );
    };
    $('img, source').each((_, element) => {
      const tag = element.tagName;
      const src = $(element).attr('src');
      if (src) named(`<${tag} src>`, src);
      for (const { url } of srcsetEntries($(element).attr('srcset') ?? ''))
        named(`<${tag} srcset>`, url);
    });
    $('link[rel~="preload"][as="image"]').each((_, element) => {
      const href = $(element).attr('href');
      if (href) named('<link rel=preload href>', href);
      for (const { url } of srcsetEntries($(element).attr('imagesrcset') ?? ''))
        named('<link rel=preload imagesrcset>', url);
    });

    // Every /_img/ URL the page names anywhere, its metadata and data included.
    for (const match of html.matchAll(/\/_img\/([^\s"'<>,?#)\\]*)/g)) {
      const name = match[1]!;
      if (!variantFile(name))
        problems.add(`${at}: /_img/${name.slice(0, 80)} is not a file of the export`);
    }

    $('img').each((_, element) => {
      const img = $(element);
      const src = img.attr('src') ?? '';
      if (!isRaster(src)) return;
      const picture = img.parent();
      const sources = picture.is('picture') ? picture.children('source') : undefined;
      const sourceOf = (type: string) =>
        sources?.filter((__, source) => $(source).attr('type') === type);
      const avif = sourceOf('image/avif');
      const webp = sourceOf('image/webp');
      const complete = (set: typeof avif) =>
        set?.length === 1 &&
        Boolean(set.attr('srcset')?.trim()) &&
        Boolean(set.attr('sizes')?.trim());
      if (!complete(avif) || !complete(webp)) {
        problems.add(
          `${at}: <img src="${src.slice(0, 80)}"> is not in a <picture> with an image/avif and an image/webp <source>, each with srcset and sizes (components/ui/ResponsiveImage.tsx)`,
        );
        return;
      }
      pictures += 1;
      const slot = img.attr('data-slot');
      const budget = slot ? budgets.slots[slot] : undefined;
      if (!slot || !budget) {
        problems.add(
          slot
            ? `${at}: <img src="${src.slice(0, 80)}"> is in slot "${slot}", which has no budget in budgets.json images.slots`
            : `${at}: <img src="${src.slice(0, 80)}"> has no data-slot, which names its budget (components/ui/ResponsiveImage.tsx)`,
        );
        return;
      }
      const seen = largest.get(slot) ?? { avif: 0, webp: 0, fallback: 0 };
      const check = (url: string, kind: VariantKind) => {
        const limitKb = budget[kindLimit[kind]];
        const name = sitePath(url, origin)?.slice(variantPrefix.length);
        const file = name !== undefined ? variantFile(name) : undefined;
        if (!file) return;
        const size = kb(statSync(file).size);
        seen[kind] = Math.max(seen[kind], size);
        if (size > limitKb)
          problems.add(
            `${rel(file)}: ${size.toFixed(1)} KB, over the ${limitKb} KB of ${kindName[kind]} in slot "${slot}" (budgets.json images)`,
          );
      };
      for (const [kind, source] of [
        ['avif', avif!],
        ['webp', webp!],
      ] as const) {
        const entries = srcsetEntries(source.attr('srcset') ?? '');
        // The widest a browser fetches at DPR 2: the first width at or above twice the slot's
        // widest CSS width (a wider one serves DPR 3 and over, or no one).
        const needed = 2 * widestSlotPx(source.attr('sizes') ?? '');
        const widths = entries.map((entry) => entry.width ?? Infinity).sort((a, b) => a - b);
        const top = widths.find((width) => width >= needed) ?? widths.at(-1) ?? Infinity;
        for (const entry of entries) if ((entry.width ?? Infinity) <= top) check(entry.url, kind);
      }
      check(src, 'fallback');
      largest.set(slot, seen);
    });
  }

  // share cards and metadata, over every file of _img/.
  const variants = allFiles.filter((file) => file.startsWith('_img/'));
  let shareLargest = 0;
  for (const file of variants) {
    const full = path.join(out, file);
    const bytes = readFileSync(full);
    if (file.endsWith('-share.jpg')) {
      shareLargest = Math.max(shareLargest, kb(bytes.length));
      if (kb(bytes.length) > budgets.shareKb)
        problems.add(
          `${file}: ${kb(bytes.length).toFixed(1)} KB, over the ${budgets.shareKb} KB of a share card (budgets.json images.shareKb)`,
        );
    }
    const metadata = metadataIn(bytes);
    if (metadata.length)
      problems.add(
        `${file}: carries ${metadata.join(', ')} metadata; a served variant carries none (content/load/image-encoder.ts)`,
      );
  }

  const summary = [
    `images: ${strays.length} raster file(s) outside _img/; ${variants.length} file(s) in _img/, ${pictures} <picture>(s) on ${pages.length} pages`,
    ...[...largest].map(([slot, seen]) => {
      const limit = budgets.slots[slot]!;
      return `  ${slot}: largest AVIF ${seen.avif.toFixed(1)} / ${limit.avifKb} KB, WebP ${seen.webp.toFixed(1)} / ${limit.webpKb} KB, fallback ${seen.fallback.toFixed(1)} / ${limit.fallbackKb} KB`;
    }),
    ...(shareLargest
      ? [`  share cards: largest ${shareLargest.toFixed(1)} / ${budgets.shareKb} KB`]
      : []),
  ];
  return { problems: [...problems], summary };
}
