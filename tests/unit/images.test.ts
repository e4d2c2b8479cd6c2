/**
 * @jest-environment node
 */
// The image pipeline on a photo as a phone camera makes it (tests/e2e/support/camera-photo.ts:
// 4000×3000 stored sideways with EXIF orientation 6, a GPS position, 3.9 MB): what the loader
// plans (content/load/images.ts), what sharp encodes (content/load/image-encoder.ts), and the
// messages a writer gets for a file the build cannot publish.
import { mkdtempSync, mkdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeCameraPhoto } from '../e2e/support/camera-photo';
import type { Picture } from '@/content/schema/image';
import * as images from '@/content/load/images';
import * as encoder from '@/content/load/image-encoder';
import * as schema from '@/content/schema/image';
import { loadDataFile } from '@/content/load/data-file';
import { currentSource } from '@/content/load/content-source';
import { newsArticleBySlug } from '@/content/load/news-posts';
import { z } from 'zod';

let dir: string;
let photo: Buffer;

/**
 * The modules under test. They read `dir` as the content root (CONTENT_ROOT, as build-e2e does)
 * when called: set before the tests run, so no module is loaded again.
 */
const modules = () => ({ images, encoder, schema });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'images-'));
  mkdirSync(path.join(dir, 'media'));
  photo = await makeCameraPhoto(7);
  writeFileSync(path.join(dir, 'media', 'Branch Visit.jpg'), photo);
  process.env.CONTENT_ROOT = dir;
}, 60_000);

afterAll(() => {
  delete process.env.CONTENT_ROOT;
  rmSync(dir, { recursive: true, force: true });
});

/** Every URL a picture names: the fallback and each srcset entry. */
const urlsOf = (picture: Picture) => [
  picture.src,
  ...(picture.sources ?? []).flatMap((source) =>
    source.srcSet.split(', ').map((entry) => entry.split(' ')[0]!),
  ),
];

/** Mean colour of a horizontal band of an upright variant (0 = top, 1 = bottom). */
async function bandColour(file: string, from: number, to: number) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum: [number, number, number] = [0, 0, 0];
  let count = 0;
  for (let y = Math.floor(info.height * from); y < Math.floor(info.height * to); y += 1) {
    for (let x = 0; x < info.width; x += 4) {
      const i = (y * info.width + x) * info.channels;
      sum[0] += data[i]!;
      sum[1] += data[i + 1]!;
      sum[2] += data[i + 2]!;
      count += 1;
    }
  }
  return sum.map((value) => value / count) as [number, number, number];
}

describe('the camera photo the tests upload', () => {
  it('is what a phone makes: 12 MP stored sideways, orientation 6, GPS in its EXIF, over 3 MB', async () => {
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([4000, 3000, 6]);
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    // The GPS IFD's latitude (12° 58′) as TIFF rationals, little-endian as sharp writes them.
    expect(meta.exif?.includes(Buffer.from([12, 0, 0, 0, 1, 0, 0, 0, 58, 0, 0, 0]))).toBe(true);
  });
});

describe('a photo field', () => {
  it('reads the size from the file, upright, and crops it to the slot’s shape', () => {
    const { images } = modules();
    const hero = images.pictureOf({ src: '/media/Branch Visit.jpg', alt: 'A branch' }, 'hero');
    // Upright the photo is 3000×4000; the hero slot is 4:3, so the crop is 3000×2250, served up
    // to 1,600 px wide.
    expect([hero.width, hero.height]).toEqual([1600, 1200]);
    expect(hero.sizes).toContain('calc(100vw - 24px)');
    expect(hero.slot).toBe('hero');
    expect(hero.sources!.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of hero.sources!) {
      expect(source.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
        '360w',
        '640w',
        '960w',
        '1280w',
        '1600w',
      ]);
    }
    expect(hero.src).toMatch(/^\/_img\/branch-visit-[0-9a-f]{12}-960\.jpg$/);
    const cover = images.pictureOf(
      { src: '/media/Branch Visit.jpg', alt: 'A branch' },
      'newsCover',
      { share: true },
    );
    expect([cover.width, cover.height]).toEqual([1600, 900]);
    expect(cover.share).toMatch(/^\/_img\/branch-visit-[0-9a-f]{12}-share\.jpg$/);
  });

  it('never plans a width above the crop', () => {
    const { images } = modules();
    expect(images.widthsFor(700)).toEqual([360, 640, 700]);
    expect(images.widthsFor(300)).toEqual([300]);
    expect(images.widthsFor(5000)).toEqual([360, 640, 960, 1280, 1600]);
    // A 96 px portrait takes at most 192 px at DPR 2: 360 px is its widest variant.
    expect(images.widthsFor(3000, '96px')).toEqual([360]);
    expect(images.widthsFor(3000, '210px')).toEqual([360, 640]);
  });

  it('crops around the focal point', () => {
    const { images } = modules();
    expect(images.cropTo(3000, 4000, [4, 3])).toEqual({
      left: 0,
      top: 875,
      width: 3000,
      height: 2250,
    });
    expect(images.cropTo(3000, 4000, [4, 3], 'top')).toMatchObject({ top: 0 });
    expect(images.cropTo(3000, 4000, [4, 3], 'bottom right')).toMatchObject({ top: 1750 });
    expect(images.cropTo(4000, 3000, [1, 1], 'left')).toEqual({
      left: 0,
      top: 0,
      width: 3000,
      height: 3000,
    });
    expect(images.cropTo(4000, 3000, undefined)).toEqual({
      left: 0,
      top: 0,
      width: 4000,
      height: 3000,
    });
  });

  it('reads a drawn SVG’s size from its <svg> element', () => {
    const { images } = modules();
    const svg = images.pictureOf(
      { src: '/images/illustrations/loan-dashboard.svg', alt: 'x' },
      'feature',
    );
    expect([svg.width, svg.height]).toEqual([560, 440]);
    expect(svg.sources).toBeUndefined();
  });
});

describe('encoding', () => {
  it('writes every planned variant upright, in sRGB, without EXIF or GPS, and reuses the cache', async () => {
    const {
      result: [hero, cover],
      variants: jobs,
    } = images.variantsPlannedBy(() => [
      images.pictureOf({ src: '/media/Branch Visit.jpg', alt: 'A branch' }, 'hero'),
      images.pictureOf({ src: '/media/Branch Visit.jpg', alt: 'x' }, 'newsCover', {
        share: true,
      }),
    ]);
    const cacheDir = path.join(dir, 'cache');
    const publicDir = path.join(dir, '_img');
    const first = await encoder.encodeVariants(jobs, { cacheDir, publicDir });
    expect(first).toMatchObject({ planned: jobs.length, encoded: jobs.length, cached: 0 });
    // 2 crops × (5 AVIF + 5 WebP + 1 JPEG) + the share card.
    expect(jobs).toHaveLength(23);

    for (const url of [...urlsOf(hero), ...urlsOf(cover), cover.share!]) {
      const file = path.join(publicDir, path.basename(url));
      const bytes = await readFile(file);
      const meta = await sharp(bytes).metadata();
      const job = jobs.find((each) => each.url === url)!;
      expect([meta.width, meta.height]).toEqual([job.width, job.height]);
      expect(meta.format).toBe(
        { avif: 'heif', webp: 'webp', jpeg: 'jpeg', png: 'png' }[job.format],
      );
      expect(meta.space).toBe('srgb');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false);
      expect(bytes.includes(Buffer.from('Finorbit Test'))).toBe(false);
    }

    // Upright: the hero's crop (the middle of the portrait) is sky above fields, and the red sun
    // shows at its top left; the sideways sensor image would put the sky on one side.
    const heroFile = path.join(publicDir, path.basename(hero.sources![0]!.srcSet.split(' ')[0]!));
    const [top, bottom] = [await bandColour(heroFile, 0, 0.1), await bandColour(heroFile, 0.9, 1)];
    expect(top[2]).toBeGreaterThan(top[1]); // blue sky
    expect(bottom[1]).toBeGreaterThan(bottom[2]); // green fields
    const sun = await sharp(heroFile)
      .extract({ left: 86, top: 2, width: 8, height: 8 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(sun[0]).toBeGreaterThan(180);

    // A rebuild encodes nothing; a stale variant leaves public/_img/.
    writeFileSync(path.join(publicDir, 'stale-000000000000-360.avif'), '');
    const second = await encoder.encodeVariants(jobs, { cacheDir, publicDir });
    expect(second).toMatchObject({ encoded: 0, cached: jobs.length });
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(publicDir).sort()).toEqual(
      [...new Set(jobs.map((job) => path.basename(job.url)))].sort(),
    );
  }, 60_000);

  it('shows a wide-gamut photo (an iPhone’s Display P3) in sRGB, without its profile', async () => {
    const file = path.join(dir, 'media', 'p3.jpg');
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c86432' } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toFile(file);
    const { result: picture, variants } = images.variantsPlannedBy(() =>
      images.pictureOf({ src: '/media/p3.jpg', alt: 'x' }, 'hero'),
    );
    await encoder.encodeVariants(variants, {
      cacheDir: path.join(dir, 'cache-p3'),
      publicDir: path.join(dir, '_img-p3'),
    });
    const webp = path.join(
      dir,
      '_img-p3',
      path.basename(picture.sources![1]!.srcSet.split(' ')[0]!),
    );
    const meta = await sharp(webp).metadata();
    expect(meta.icc).toBeUndefined();
    // The file holds the colour #c86432 in Display P3 numbers (about 187, 106, 63). Converted, the
    // variant shows #c86432 again (within WebP's rounding); copied as numbers, it would be duller.
    const stored = [...(await sharp(file, { ignoreIcc: true }).raw().toBuffer()).subarray(0, 3)];
    const shown = [...(await sharp(webp).raw().toBuffer()).subarray(0, 3)];
    const distance = (a: number[], b: number[]) =>
      Math.hypot(...a.map((value, index) => value - b[index]!));
    expect(distance(stored, [200, 100, 50])).toBeGreaterThan(12);
    expect(distance(shown, [200, 100, 50])).toBeLessThan(distance(shown, stored) / 1.5);
  }, 30_000);

  it('names variants by the file and every option: another focal point is another file', () => {
    const { images } = modules();
    const centre = images.pictureOf({ src: '/media/Branch Visit.jpg', alt: 'x' }, 'hero');
    const top = images.pictureOf(
      { src: '/media/Branch Visit.jpg', alt: 'x', focus: 'top' },
      'hero',
    );
    const again = images.pictureOf({ src: '/media/Branch Visit.jpg', alt: 'y' }, 'hero');
    expect(centre.src).not.toBe(top.src);
    expect(again.src).toBe(centre.src);
  });
});

describe('what the build refuses, naming the file', () => {
  const refusal = (src: string, prepare?: (file: string) => void) => {
    if (prepare) prepare(path.join(dir, 'media', path.basename(src)));
    const { images, schema } = modules();
    try {
      images.pictureOf({ src: src as `/${string}`, alt: 'x' }, 'hero');
    } catch (error) {
      expect(error).toBeInstanceOf(schema.ImageFileError);
      return (error as Error).message;
    }
    throw new Error(`${src} was accepted`);
  };

  it('a missing file', () => {
    expect(refusal('/media/nowhere.jpg')).toBe(
      "no file content/media/nowhere.jpg: upload it through the editor's media library",
    );
  });

  it('a file over 20 MB', () => {
    const message = refusal('/media/huge.jpg', (file) => {
      writeFileSync(file, photo);
      truncateSync(file, 21 * 1024 * 1024);
    });
    expect(message).toMatch(/^content\/media\/huge\.jpg is 21\.0 MB, over the 20 MB limit/);
  });

  it('a picture over 50 megapixels', async () => {
    const file = path.join(dir, 'media', 'panorama.png');
    await sharp({ create: { width: 9000, height: 6000, channels: 3, background: '#88aacc' } })
      .png({ compressionLevel: 1 })
      .toFile(file);
    expect(refusal('/media/panorama.png')).toMatch(
      /^content\/media\/panorama\.png has 54 megapixels, over the 50 megapixel limit/,
    );
  });

  it('a HEIC photo from an iPhone, by its name or by its content', () => {
    expect(refusal('/media/IMG_0042.HEIC')).toMatch(/is a HEIC photo .*export it as a JPEG/);
    // An iPhone's HEIC renamed .jpg: its ISO-BMFF brand says what it is.
    const message = refusal('/media/renamed.jpg', (file) => {
      const ftyp = Buffer.concat([
        Buffer.from([0, 0, 0, 24]),
        Buffer.from('ftypheic'),
        Buffer.from([0, 0, 0, 0]),
        Buffer.from('mif1heic'),
      ]);
      writeFileSync(file, Buffer.concat([ftyp, Buffer.alloc(64)]));
    });
    expect(message).toMatch(/^content\/media\/renamed\.jpg is a HEIC photo .*export it as a JPEG/);
  });

  it('a file that is no image, or one the site does not publish', async () => {
    expect(refusal('/media/notes.jpg', (file) => writeFileSync(file, 'not a picture at all'))).toBe(
      'content/media/notes.jpg cannot be read as an image: upload a JPEG, PNG, WebP or AVIF file',
    );
    const gif = path.join(dir, 'media', 'anim.gif');
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toFile(gif);
    expect(refusal('/media/anim.gif')).toMatch(/is a GIF file, which the site does not publish/);
  });

  it('a photo put in public/, which would be served as it is', () => {
    expect(refusal('/images/team.jpg')).toMatch(
      /^public\/images\/team\.jpg is a photo in public\/, which is served as it is/,
    );
  });

  it('a path out of the media folder', () => {
    expect(refusal('/media/../../etc/passwd.jpg')).toMatch(/is outside/);
  });
});

describe('an image field in a content file', () => {
  it('fails the parse at the field, naming the file; a typed width is refused', () => {
    const { schema, images } = modules();
    const field = schema.imageOf('hero', { lead: true });
    const parse = (value: unknown) =>
      schema.readingImagesWith(images.pictureOf, () => field.safeParse(value));
    const missing = parse({ src: '/media/gone.jpg', alt: 'x' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues).toEqual([
      expect.objectContaining({
        path: ['src'],
        message: "no file content/media/gone.jpg: upload it through the editor's media library",
      }),
    ]);
    const typed = parse({ src: '/images/illustrations/loan-dashboard.svg', alt: 'x', width: 560 });
    expect(typed.success).toBe(false);
    expect(typed.error!.issues[0]!.message).toBe(
      'width and height are read from the image file: remove them',
    );
    const ok = parse({ src: '/media/Branch Visit.jpg', alt: 'A branch' });
    expect(ok.success && ok.data.sources).toHaveLength(2);
  });

  it('names the file and the field in the build’s message (a page file)', () => {
    const page = path.join(dir, 'page.yml');
    writeFileSync(page, 'image:\n  src: /media/gone.jpg\n  alt: A branch\n');
    let message = '';
    try {
      loadDataFile(currentSource(), page, z.object({ image: schema.imageOf('hero') }), 'page');
    } catch (error) {
      expect((error as Error).name).toBe('ContentError');
      message = (error as Error).message;
    }
    expect(message).toContain('page.yml: does not match the page schema');
    expect(message).toContain(
      `"image.src": no file content/media/gone.jpg: upload it through the editor's media library`,
    );
  });
});

describe('fields the editor cleared', () => {
  it('a cleared focal point (null) is the centre', () => {
    const { images } = modules();
    const cleared = images.pictureOf(
      { src: '/media/Branch Visit.jpg', alt: 'x', focus: null },
      'hero',
    );
    const centre = images.pictureOf({ src: '/media/Branch Visit.jpg', alt: 'x' }, 'hero');
    expect(cleared).toEqual(centre);
    expect('focus' in cleared).toBe(false);
  });

  it('a news post whose cover, its alt text and focal point were cleared has no cover', () => {
    const news = path.join(dir, 'news');
    mkdirSync(news, { recursive: true });
    writeFileSync(
      path.join(news, 'cleared-cover.md'),
      [
        '---',
        'title: A post whose cover was removed in the editor',
        'date: 2024-01-10',
        'author: meera',
        'category: customers',
        'excerpt: The editor writes a cleared image as an empty string and a cleared select as null; both mean no value.',
        "image: ''",
        "imageAlt: ''",
        'imageFocus: null',
        '---',
        '',
        'The body.',
      ].join('\n'),
    );
    expect(newsArticleBySlug('cleared-cover').image).toBeUndefined();
    rmSync(news, { recursive: true, force: true });
  });
});
