/**
 * @jest-environment node
 */
// check:out's image rules (scripts/check-images.ts) over a small export built here with real
// encoded pictures (sharp): a correct <picture> passes; a bare raster <img>, a raster outside _img/,
// a variant over its slot's budget, variants carrying EXIF (with a GPS position) or XMP, and a
// srcset naming a missing file each fail, naming the file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  checkImages,
  generatedRasters,
  metadataIn,
  type ImageBudgets,
} from '@/scripts/check-images';
import { imageSlots, widestSlotPx } from '@/content/catalog/image-slots';
import { encodeVariants } from '@/content/load/image-encoder';
import budgetsFile from '@/budgets.json';

// sharp encodes every fixture here: AVIF takes a while on a busy two-core machine.
jest.setTimeout(120_000);

const origin = 'https://www.example.com';
const budgets: ImageBudgets = {
  shareKb: 200,
  slots: {
    avatar: { avifKb: 40, webpKb: 40, fallbackKb: 60 },
    hero: { avifKb: 1, webpKb: 1, fallbackKb: 60 },
  },
};

/** Raw pixels by size: each size is drawn once (a variant is written in two or three formats). */
const drawn = new Map<string, Uint8ClampedArray>();

/**
 * A photo-like picture (gradients and noise), so sizes behave like a photo's. Drawn into a
 * Uint8ClampedArray (it clamps) with a column counter: jest's transformed loop ran Math.min and a
 * division per byte about ten times slower.
 */
function photo(width: number, height: number) {
  const channels = 3;
  const key = `${width}x${height}`;
  let pixels = drawn.get(key);
  if (!pixels) {
    pixels = new Uint8ClampedArray(width * height * channels);
    let seed = 11;
    let x = 0;
    let channel = 0;
    const step = 200 / width;
    for (let i = 0; i < pixels.length; i += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels[i] = x * step + (seed % 40);
      if (++channel === channels) {
        channel = 0;
        if (++x === width) x = 0;
      }
    }
    drawn.set(key, pixels);
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

const exif = {
  IFD0: { Copyright: 'A. Photographer', Make: 'Camera Co' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 58/1 0/1', GPSLongitudeRef: 'E' },
};
const xmp =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>A. Photographer</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

/** A <picture> as components/ui/ResponsiveImage.tsx writes it. */
const picture = (stem: string, slot: string, sizes: string, widths: number[], fallback = 360) => {
  const set = (ext: string) =>
    widths.map((width) => `/_img/${stem}-${width}.${ext} ${width}w`).join(', ');
  return `<picture><source type="image/avif" srcset="${set('avif')}" sizes="${sizes}"><source type="image/webp" srcset="${set('webp')}" sizes="${sizes}"><img src="/_img/${stem}-${fallback}.jpg" alt="A photo" width="1600" height="1200" loading="lazy" decoding="async" data-slot="${slot}"></picture>`;
};

let root: string;

async function writeVariants(out: string, stem: string, widths: number[], ratio: number) {
  for (const width of widths) {
    const height = Math.round(width / ratio);
    await photo(width, height)
      .avif({ quality: 50 })
      .toFile(path.join(out, '_img', `${stem}-${width}.avif`));
    await photo(width, height)
      .webp({ quality: 70 })
      .toFile(path.join(out, '_img', `${stem}-${width}.webp`));
  }
  await photo(360, Math.round(360 / ratio))
    .jpeg({ quality: 78 })
    .toFile(path.join(out, '_img', `${stem}-360.jpg`));
}

/** An export with one correct page: a portrait, preloaded, with a share card. */
async function goodExport(name: string) {
  const out = path.join(root, name);
  mkdirSync(path.join(out, '_img'), { recursive: true });
  mkdirSync(path.join(out, 'news', 'a-post'), { recursive: true });
  // A portrait shown at 96 px: at DPR 2 the 360 px variants serve it; the 720 px ones no one.
  await writeVariants(out, 'portrait-0123456789ab', [360, 720], 1);
  await photo(1200, 630)
    .jpeg({ quality: 78 })
    .toFile(path.join(out, '_img', 'portrait-0123456789ab-share.jpg'));
  // The share card Next draws for the site and for a post (app/**/og.png/route.tsx).
  await photo(120, 63).png().toFile(path.join(out, 'og.png'));
  await photo(120, 63)
    .png()
    .toFile(path.join(out, 'news', 'a-post', 'og.png'));
  const head = `<meta property="og:image" content="${origin}/_img/portrait-0123456789ab-share.jpg"><link rel="preload" as="image" imagesrcset="/_img/portrait-0123456789ab-360.avif 360w, /_img/portrait-0123456789ab-720.avif 720w" imagesizes="96px" type="image/avif" fetchpriority="high">`;
  writeFileSync(
    path.join(out, 'index.html'),
    page(
      `${picture('portrait-0123456789ab', 'avatar', '96px', [360, 720])}<img src="/images/logo.svg" alt="" width="10" height="10"><a href="/_img/portrait-0123456789ab-720.webp">Full size</a>`,
      head,
    ),
  );
  return out;
}

const generated = [/^og\.png$/, /^news\/[^/]+\/og\.png$/];
const run = (out: string, pages: string[]) =>
  checkImages({
    out,
    pages: pages.map((file) => path.join(out, file)),
    budgets,
    generated,
    origin,
  });

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'check-images-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check:out images', () => {
  it('passes a correct <picture>, its preload, share card and links, and the generated og.png', async () => {
    const out = await goodExport('good');
    const { problems, summary } = run(out, ['index.html']);
    expect(problems).toEqual([]);
    expect(summary[0]).toContain('0 raster file(s) outside _img/');
    expect(summary.join('\n')).toMatch(
      /avatar: largest AVIF \d+\.\d \/ 40 KB, WebP \d+\.\d \/ 40 KB/,
    );
  });

  it('budgets the variants a slot is served at up to DPR 2, not the wider ones', async () => {
    const out = await goodExport('dpr');
    const kbOf = (name: string) => statSync(path.join(out, '_img', name)).size / 1024;
    const served = Math.max(
      ...['avif', 'webp'].map((ext) => kbOf(`portrait-0123456789ab-360.${ext}`)),
    );
    const wider = Math.min(
      ...['avif', 'webp'].map((ext) => kbOf(`portrait-0123456789ab-720.${ext}`)),
    );
    expect(wider).toBeGreaterThan(served);
    // A budget between the two: the 720 px files (no browser at DPR 2 asks for them at 96 px)
    // would fail it, the 360 px ones pass.
    const between = { avifKb: (served + wider) / 2, webpKb: (served + wider) / 2, fallbackKb: 60 };
    const check = (sizes: string) => {
      writeFileSync(
        path.join(out, 'index.html'),
        page(picture('portrait-0123456789ab', 'avatar', sizes, [360, 720])),
      );
      return checkImages({
        out,
        pages: [path.join(out, 'index.html')],
        budgets: { ...budgets, slots: { avatar: between } },
        generated,
        origin,
      }).problems;
    };
    expect(check('96px')).toEqual([]);
    // Shown at 300 px, DPR 2 takes the 720 px files: over the budget.
    expect(check('300px')).toEqual([
      expect.stringMatching(/^_img\/portrait-0123456789ab-720\.avif: .* in slot "avatar"/),
      expect.stringMatching(/^_img\/portrait-0123456789ab-720\.webp: .* in slot "avatar"/),
    ]);
  });

  it('fails each broken rule, naming the file', async () => {
    const out = await goodExport('bad');
    // A photo copied into the export as it is, and a page showing it.
    mkdirSync(path.join(out, 'images'), { recursive: true });
    await photo(200, 150)
      .jpeg()
      .toFile(path.join(out, 'images', 'team-photo.jpg'));
    // A hero photo whose variants are over the hero's 1 KB budget.
    await writeVariants(out, 'harbour-aaaaaaaaaaaa', [360], 4 / 3);
    // Variants carrying metadata: EXIF with a GPS position in each format, XMP in a PNG.
    const tagged = path.join(out, '_img');
    await photo(64, 48)
      .withExif(exif)
      .jpeg()
      .toFile(path.join(tagged, 'exif-bbbbbbbbbbbb-360.jpg'));
    await photo(64, 48)
      .withExif(exif)
      .webp()
      .toFile(path.join(tagged, 'exif-bbbbbbbbbbbb-360.webp'));
    await photo(64, 48)
      .withExif(exif)
      .avif()
      .toFile(path.join(tagged, 'exif-bbbbbbbbbbbb-360.avif'));
    await photo(64, 48).withXmp(xmp).png().toFile(path.join(tagged, 'xmp-cccccccccccc-360.png'));
    writeFileSync(
      path.join(out, 'bad.html'),
      page(
        [
          // A raster <img> outside a <picture>, and one naming a file outside _img/.
          '<img src="/_img/portrait-0123456789ab-360.jpg" alt="" width="1" height="1">',
          '<img src="/images/team-photo.jpg" alt="" width="1" height="1">',
          // A <picture> whose WebP <source> has no sizes.
          '<picture><source type="image/avif" srcset="/_img/portrait-0123456789ab-360.avif 360w" sizes="96px"><source type="image/webp" srcset="/_img/portrait-0123456789ab-360.webp 360w"><img src="/_img/exif-bbbbbbbbbbbb-360.jpg" alt="" width="1" height="1" data-slot="avatar"></picture>',
          picture(
            'harbour-aaaaaaaaaaaa',
            'hero',
            '(min-width: 1400px) 585px, calc(100vw - 24px)',
            [360],
          ),
          // A srcset naming a width that was never written.
          picture('portrait-0123456789ab', 'avatar', '96px', [360, 640]),
          // A slot without a budget.
          picture('portrait-0123456789ab', 'logo', '210px', [360]),
        ].join(''),
        '<meta property="og:image" content="https://www.example.com/_img/gone-dddddddddddd-share.jpg">',
      ),
    );
    const { problems } = run(out, ['index.html', 'bad.html']);
    const about = (text: string) => problems.filter((problem) => problem.includes(text));

    expect(about('images/team-photo.jpg: a raster image outside _img/')).toHaveLength(1);
    expect(
      about('bad.html: <img src> names a raster outside /_img/: /images/team-photo.jpg'),
    ).toHaveLength(1);
    for (const src of [
      '/_img/portrait-0123456789ab-360.jpg', // bare
      '/images/team-photo.jpg', // bare, and outside _img/
      '/_img/exif-bbbbbbbbbbbb-360.jpg', // its WebP <source> has no sizes
    ])
      expect(about(`bad.html: <img src="${src}"> is not in a <picture>`)).toHaveLength(1);
    expect(about('_img/harbour-aaaaaaaaaaaa-360.avif: ')[0]).toMatch(
      /KB, over the 1 KB of an AVIF variant in slot "hero"/,
    );
    expect(about('_img/harbour-aaaaaaaaaaaa-360.webp: ')).toHaveLength(1);
    // The fallback is within its 60 KB.
    expect(about('_img/harbour-aaaaaaaaaaaa-360.jpg')).toEqual([]);
    expect(
      about('bad.html: /_img/portrait-0123456789ab-640.avif is not a file of the export'),
    ).toHaveLength(1);
    expect(
      about('bad.html: /_img/portrait-0123456789ab-640.webp is not a file of the export'),
    ).toHaveLength(1);
    expect(
      about('bad.html: /_img/gone-dddddddddddd-share.jpg is not a file of the export'),
    ).toHaveLength(1);
    expect(about('in slot "logo", which has no budget')).toHaveLength(1);
    expect(
      about('_img/exif-bbbbbbbbbbbb-360.jpg: carries EXIF (GPS position) metadata'),
    ).toHaveLength(1);
    expect(
      about('_img/exif-bbbbbbbbbbbb-360.webp: carries EXIF (GPS position) metadata'),
    ).toHaveLength(1);
    expect(
      about('_img/exif-bbbbbbbbbbbb-360.avif: carries EXIF (GPS position) metadata'),
    ).toHaveLength(1);
    expect(about('_img/xmp-cccccccccccc-360.png: carries XMP metadata')).toHaveLength(1);
    // Nothing else: the good page, its files and the generated og.png files pass.
    expect(problems).toHaveLength(15);
    expect(about('index.html')).toEqual([]);
    expect(about('og.png')).toEqual([]);
  });

  it('holds a share card to its budget', async () => {
    const out = await goodExport('share');
    const { problems } = checkImages({
      out,
      pages: [path.join(out, 'index.html')],
      budgets: { ...budgets, shareKb: 1 },
      generated,
      origin,
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^_img\/portrait-0123456789ab-share\.jpg: .* KB, over the 1 KB of a share card/,
      ),
    ]);
  });
});

describe('metadata in each container', () => {
  it('finds what sharp writes in each format, and nothing in a file written without it', async () => {
    for (const format of ['jpeg', 'webp', 'avif', 'png'] as const) {
      const clean = await photo(32, 24).toFormat(format).toBuffer();
      const withExif = await photo(32, 24).withExif(exif).toFormat(format).toBuffer();
      const withXmp = await photo(32, 24).withXmp(xmp).toFormat(format).toBuffer();
      expect([format, metadataIn(clean)]).toEqual([format, []]);
      expect([format, metadataIn(withExif)]).toEqual([format, ['EXIF (GPS position)']]);
      expect([format, metadataIn(withXmp)]).toEqual([format, ['XMP']]);
      // sharp's own reader agrees.
      expect(Boolean((await sharp(withExif).metadata()).exif)).toBe(true);
      expect(Boolean((await sharp(clean).metadata()).exif)).toBe(false);
    }
  });
});

describe('the encoder', () => {
  it('writes no metadata of an upload that carries EXIF with a GPS position and XMP', async () => {
    const dir = path.join(root, 'encoder');
    mkdirSync(dir, { recursive: true });
    const upload = path.join(dir, 'camera.jpg');
    await photo(160, 120).withExif(exif).withXmp(xmp).jpeg().toFile(upload);
    expect(metadataIn(readFileSync(upload))).toEqual(['EXIF (GPS position)', 'XMP']);
    const crop = { left: 0, top: 0, width: 160, height: 120 };
    const jobs = (['avif', 'webp', 'jpeg', 'png'] as const).map((format) => ({
      file: upload,
      url: `/_img/camera-0123456789ab-160.${format === 'jpeg' ? 'jpg' : format}`,
      format,
      crop,
      width: 160,
      height: 120,
    }));
    const publicDir = path.join(dir, '_img');
    await encodeVariants(jobs, { cacheDir: path.join(dir, 'cache'), publicDir });
    for (const job of jobs) {
      const bytes = readFileSync(path.join(publicDir, path.basename(job.url)));
      expect([job.format, metadataIn(bytes)]).toEqual([job.format, []]);
    }
  });
});

describe('the rules around it', () => {
  it('reads the widest CSS width of a slot from its sizes', () => {
    expect(widestSlotPx(imageSlots.avatar.sizes)).toBe(96);
    // The 768-991 px column is full width (696 px); below 576 px it is the viewport less 24 px.
    expect(widestSlotPx(imageSlots.hero.sizes)).toBe(696);
    expect(widestSlotPx(imageSlots.heroSlide.sizes)).toBe(551);
    expect(widestSlotPx('100vw')).toBe(Infinity);
  });

  it('allows only the rasters the app folder draws or names', () => {
    const app = path.join(root, 'app');
    for (const file of [
      'og.png/route.tsx',
      '(site)/news/[slug]/og.png/route.tsx',
      'icon.svg',
      '(site)/company/page.tsx',
      'apple-icon.png',
    ]) {
      mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
      writeFileSync(path.join(app, file), '');
    }
    const patterns = generatedRasters(app);
    const allowed = (file: string) => patterns.some((pattern) => pattern.test(file));
    expect(['og.png', 'news/a-post/og.png', 'apple-icon.png'].every(allowed)).toBe(true);
    expect(['news/og.png', 'news/a/b/og.png', 'images/og.png', 'icon.png'].some(allowed)).toBe(
      false,
    );
  });

  it('gives every slot of the catalog a budget, and the share card one', () => {
    const images = (budgetsFile as unknown as { images: ImageBudgets }).images;
    expect(Object.keys(images.slots).sort()).toEqual(Object.keys(imageSlots).sort());
    expect(images.shareKb).toBeGreaterThan(0);
  });
});
