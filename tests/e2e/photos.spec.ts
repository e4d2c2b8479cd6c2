// Photos as the build serves them (content/load/images.ts, image-encoder.ts), in Chromium against
// out-e2e/: its test-only news post whose cover, and campaign page whose hero, is a 12 MP phone
// camera photo (stored sideways, EXIF orientation 6, GPS and camera in its EXIF; generated at build
// by scripts/build-e2e.ts: tests/e2e/support/photo-fixture.ts). For each: the bytes a phone and a
// laptop download, the format the browser picks, which way up the variant is, no metadata in any
// served file, the declared aspect ratio, no layout shift, the lead photo's priority and preload,
// and whether each slot's `sizes` is the width it renders at. Each test sets its own viewport, so
// all are `@any-width` (run once). E2E_FIGURES=1 prints the bytes, files and widths measured.
import { existsSync } from 'node:fs';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { imageSlots, type ImageSlotName } from '../../content/catalog/image-slots';
import { cameraPhoto, makeCameraPhoto } from './support/camera-photo';
import { photoFixture } from './support/photo-fixture';
import { leadSiteOrigin } from './support/ports';
import { expect, test, type APIRequestContext, type Page, type Request } from './support/test';

test.skip(
  !process.env.CI && !existsSync('out-e2e/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);
test.use({ baseURL: leadSiteOrigin });
test.describe.configure({ timeout: 60_000 });

const any = { tag: '@any-width' };

/** The pages and their lead photo's slot. */
const pages = [
  { path: photoFixture.post, slot: 'newsCover' },
  { path: photoFixture.campaign, slot: 'hero' },
] as const satisfies readonly { path: string; slot: ImageSlotName }[];

const phone = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
const laptop = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};
/** What the lead photo may cost, bytes on the wire (bodies + headers). */
const budgets = [
  { name: '375 px, DPR 2', device: phone, budget: 80 * 1024 },
  { name: '1280 px, DPR 1', device: laptop, budget: 200 * 1024 },
] as const;

const ratioOf = (slot: ImageSlotName) => {
  const aspect = (imageSlots[slot] as { aspect?: readonly [number, number] }).aspect!;
  return aspect[0] / aspect[1];
};

/** Every URL of a srcset. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

type Shown = {
  currentSrc: string;
  naturalWidth: number;
  naturalHeight: number;
  complete: boolean;
  width: number;
  height: number;
  loading: string | null;
  fetchPriority: string | null;
  src: string;
  sources: { type: string; srcset: string; sizes: string }[];
  slot: string | null;
};

/** In the page: every photo (an <img> in a <picture>) with its sources, in document order. */
function photosOf(): Shown[] {
  return [...document.querySelectorAll<HTMLImageElement>('picture > img')].map((img) => ({
    currentSrc: img.currentSrc,
    naturalWidth: img.naturalWidth,
    naturalHeight: img.naturalHeight,
    complete: img.complete,
    width: Number(img.getAttribute('width')),
    height: Number(img.getAttribute('height')),
    loading: img.getAttribute('loading'),
    fetchPriority: img.getAttribute('fetchpriority'),
    src: img.getAttribute('src')!,
    sources: [...img.parentElement!.querySelectorAll('source')].map((source) => ({
      type: source.type,
      srcset: source.getAttribute('srcset')!,
      sizes: source.getAttribute('sizes')!,
    })),
    slot: img.getAttribute('data-slot'),
  }));
}

/** Records every response under /_img/: its path and bytes on the wire (body + headers). */
function watchVariants(page: Page) {
  const sizes: Promise<{ path: string; body: number; headers: number }>[] = [];
  page.on('requestfinished', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/_img/')) return;
    sizes.push(
      request.sizes().then((size) => ({
        path: url.pathname,
        body: size.responseBodySize,
        headers: size.responseHeadersSize,
      })),
    );
  });
  return () => Promise.all(sizes);
}

/** CSP refusals on a page of a context the test made (support/test.ts watches only `page`). */
function refusals(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

async function bytesOf(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(new URL(url, leadSiteOrigin).href);
  expect(response.status(), url).toBe(200);
  return response.body();
}

/**
 * Which way up a decoded picture is: the share of sky-blue pixels in its top tenth, of green or
 * dark pixels in its bottom tenth, and of sky in its left and right tenths (sideways, one of them
 * would be all sky and the other all ground).
 */
async function orientationOf(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const kind = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 170 && g < 110 && b < 110) return 'sun';
    if (b > 190 && b > r + 15) return 'sky';
    if (g > r + 25 && g > b + 25) return 'field';
    if (r < 90 && g < 90 && b < 90) return 'road';
    return 'other';
  };
  const share = (x0: number, x1: number, y0: number, y1: number, kinds: string[]) => {
    let hits = 0;
    let all = 0;
    for (let y = Math.floor(y0); y < y1; y += 2) {
      for (let x = Math.floor(x0); x < x1; x += 2) {
        all += 1;
        if (kinds.includes(kind(x, y))) hits += 1;
      }
    }
    return hits / all;
  };
  const tenthX = width / 10;
  const tenthY = height / 10;
  return {
    topSky: share(0, width, 0, tenthY, ['sky', 'sun']),
    bottomGround: share(0, width, height - tenthY, height, ['field', 'road']),
    leftSky: share(0, tenthX, 0, height, ['sky', 'sun']),
    rightSky: share(width - tenthX, width, 0, height, ['sky', 'sun']),
  };
}

function expectUpright(label: string, o: Awaited<ReturnType<typeof orientationOf>>) {
  expect(o.topSky, `${label}: sky across its top`).toBeGreaterThan(0.9);
  expect(o.bottomGround, `${label}: fields or road across its bottom`).toBeGreaterThan(0.9);
  // Upright, both side strips run from sky down to the fields; turned a quarter, one is all sky.
  for (const side of [o.leftSky, o.rightSky]) {
    expect(side, `${label}: not sideways`).toBeGreaterThan(0.25);
    expect(side, `${label}: not sideways`).toBeLessThan(0.85);
  }
}

/** Every metadata block ExifReader finds (`file` is the file's own header: size, bits). */
function metadataOf(bytes: Buffer) {
  const tags = ExifReader.load(bytes, { expanded: true }) as Record<string, unknown>;
  return Object.keys(tags).filter((key) => key !== 'file');
}

test.describe('a phone camera photo on out-e2e/', () => {
  for (const { path, slot } of pages) {
    for (const { name, device, budget } of budgets) {
      test(
        `${path} at ${name}: the lead photo is AVIF, at most ${budget / 1024} KB, upright, in its slot's shape`,
        any,
        async ({ browser, request }, testInfo) => {
          const context = await browser.newContext({ ...device, baseURL: leadSiteOrigin });
          const page = await context.newPage();
          const refused = refusals(page);
          const variants = watchVariants(page);
          await page.goto(path, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle');
          const [lead] = await page.evaluate(photosOf);
          expect(lead, 'a photo on the page').toBeTruthy();
          expect(lead!.complete && lead!.naturalWidth > 0, 'the lead photo decoded').toBe(true);

          // AVIF, one of its AVIF source's candidates.
          const avif = lead!.sources.find((source) => source.type === 'image/avif')!;
          const chosen = new URL(lead!.currentSrc).pathname;
          expect(srcsetUrls(avif.srcset), 'the browser picked an AVIF variant').toContain(chosen);

          // Bytes: the responses under /_img/ for the lead photo at load (the preload and the <img>
          // are one request). Another photo fetched by then must be a lazy one the browser reached
          // for near the viewport (Chromium loads lazy images within about 1,250 px of it).
          const responses = await variants();
          const paths = responses.map((r) => r.path);
          expect(new Set(paths).size, `fetched once each: ${paths.join(', ')}`).toBe(paths.length);
          const leadUrls = new Set(lead!.sources.flatMap((source) => srcsetUrls(source.srcset)));
          const own = responses.filter((r) => leadUrls.has(r.path));
          expect(
            own.map((r) => r.path),
            'one variant of the lead photo',
          ).toEqual([chosen]);
          const lazy = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].map(
              (img) => new URL(img.currentSrc || img.src).pathname,
            ),
          );
          for (const other of responses.filter((r) => !leadUrls.has(r.path)))
            expect(lazy, `${other.path}: fetched at load, so a lazy photo`).toContain(other.path);
          const total = own.reduce((sum, r) => sum + r.body + r.headers, 0);
          expect(total, `bytes under /_img/ for the lead photo`).toBeLessThanOrEqual(budget);

          // Upright, decoded from the very file the browser chose.
          const bytes = await bytesOf(request, chosen);
          const meta = await sharp(bytes).metadata();
          expect(meta.format).toBe('heif'); // AVIF is HEIF with AV1 inside
          expectUpright(`${chosen}`, await orientationOf(bytes));

          // Never wider than it needs: the smallest candidate that covers its rendered width at
          // this density (a browser may take a smaller one; never a larger one).
          const rendered = await page
            .locator('picture > img')
            .first()
            .evaluate((img) => img.getBoundingClientRect().width);
          const widths = avif.srcset
            .split(',')
            .map((candidate) => parseInt(candidate.trim().split(/\s+/)[1]!, 10));
          const needed = rendered * device.deviceScaleFactor;
          const enough = widths.find((w) => w >= needed) ?? Math.max(...widths);
          expect(
            meta.width,
            `${rendered} px at DPR ${device.deviceScaleFactor}`,
          ).toBeLessThanOrEqual(enough);

          // The HTML declares the real shape: width/height = the served file's pixels = the slot's
          // aspect (naturalWidth is the file's width over its srcset density: same shape).
          const declared = lead!.width / lead!.height;
          const served = meta.width! / meta.height!;
          expect(Math.abs(lead!.naturalWidth / lead!.naturalHeight / served - 1)).toBeLessThan(
            0.01,
          );
          expect(Math.abs(declared / served - 1), 'width/height = the variant').toBeLessThan(0.01);
          expect(Math.abs(declared / ratioOf(slot) - 1), `the ${slot} slot's shape`).toBeLessThan(
            0.01,
          );
          expect(lead!.slot).toBe(slot);

          testInfo.annotations.push({
            type: 'figures',
            description: `${path} ${name}: ${chosen} ${meta.width}×${meta.height}, ${(total / 1024).toFixed(1)} KB on the wire (${responses.map((r) => `${r.body} + ${r.headers}`).join(', ')})`,
          });
          if (process.env.E2E_FIGURES) console.log(testInfo.annotations.at(-1)!.description);
          expect(refused, 'CSP violations').toEqual([]);
          await context.close();
        },
      );
    }

    test(
      `${path}: no served variant carries EXIF, GPS or XMP, and every one has the slot's shape`,
      any,
      async ({ page, request }) => {
        await page.goto(path);
        const photos = await page.evaluate(photosOf);
        const urls = new Set<string>();
        for (const photo of photos) {
          urls.add(photo.src);
          for (const source of photo.sources) srcsetUrls(source.srcset).forEach((u) => urls.add(u));
        }
        const preloads = await page
          .locator('head link[rel="preload"][as="image"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset') ?? ''));
        preloads.flatMap(srcsetUrls).forEach((u) => urls.add(u));
        const share = await page.locator('meta[property="og:image"]').getAttribute('content');
        if (share?.includes('/_img/')) urls.add(new URL(share).pathname);
        // 5 widths × (AVIF, WebP) + the fallback per photo, + the share card on the post.
        expect(urls.size).toBe(photos.length * 11 + (path === photoFixture.post ? 1 : 0));

        for (const url of urls) {
          expect(url.startsWith('/_img/'), url).toBe(true);
          const bytes = await bytesOf(request, url);
          expect(metadataOf(bytes), `${url}: metadata blocks`).toEqual([]);
          const meta = await sharp(bytes).metadata();
          expect(
            { exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, orientation: meta.orientation },
            url,
          ).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined });
          if (url.endsWith('-share.jpg')) {
            expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
            continue;
          }
          const photo = photos.find(
            (p) => p.src === url || p.sources.some((s) => srcsetUrls(s.srcset).includes(url)),
          )!;
          const ratio = ratioOf(photo.slot as ImageSlotName);
          expect(Math.abs(meta.width! / meta.height! / ratio - 1), `${url}: shape`).toBeLessThan(
            0.01,
          );
          if (url === photo.src) expect(meta.width, 'the fallback JPEG').toBeLessThanOrEqual(960);
        }
      },
    );
  }

  test(
    'the same parser finds the GPS position and camera in the original upload, in JPEG, WebP and AVIF',
    any,
    async () => {
      const original = await makeCameraPhoto(photoFixture.seed);
      const tags = ExifReader.load(original, { expanded: true });
      expect(tags.gps?.Latitude).toBeCloseTo(12.9723, 3);
      expect(tags.gps?.Longitude).toBeCloseTo(77.5959, 3);
      expect(tags.exif?.Make?.description).toBe('Finorbit Test');
      const stored = await sharp(original).metadata();
      expect([stored.width, stored.height, stored.orientation]).toEqual([
        cameraPhoto.stored.width,
        cameraPhoto.stored.height,
        6,
      ]);
      // The parser reads each served format: the same picture re-encoded keeping its metadata.
      const small = sharp(original).rotate().resize(320);
      for (const format of ['jpeg', 'webp', 'avif'] as const) {
        const kept = await small.clone().keepMetadata()[format]().toBuffer();
        const found = ExifReader.load(kept, { expanded: true });
        expect(found.gps?.Latitude, `${format} with its EXIF kept`).toBeCloseTo(12.9723, 3);
        expect(metadataOf(kept), format).toContain('exif');
        const stripped = await small.clone()[format]().toBuffer();
        expect(metadataOf(stripped), `${format} without`).toEqual([]);
      }
    },
  );

  test(
    `${photoFixture.post}: its share card (og:image, twitter:image, JSON-LD) is the photo's 1200×630 crop, upright, without EXIF`,
    any,
    async ({ page, request }) => {
      await page.goto(photoFixture.post);
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
      expect(og).toMatch(new RegExp(`^${leadSiteOrigin}/_img/[a-z0-9-]+-share\\.jpg$`));
      expect(twitter).toBe(og);
      expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe(
        '1200',
      );
      expect(await page.locator('meta[property="og:image:height"]').getAttribute('content')).toBe(
        '630',
      );
      const alt = await page.locator('meta[property="og:image:alt"]').getAttribute('content');
      expect(alt).toBe(await page.locator('picture > img').first().getAttribute('alt'));
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)));
      const article = jsonLd.flat().find((item) => item['@type'] === 'NewsArticle');
      expect(article.image[0]).toBe(og);

      const bytes = await bytesOf(request, og!);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      expect(metadataOf(bytes)).toEqual([]);
      expectUpright('the share card', await orientationOf(bytes));

      // The twin without a cover keeps the share card drawn at build.
      await page.goto(photoFixture.twin);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
        `${leadSiteOrigin}${photoFixture.twin}og.png`,
      );
    },
  );
});

// ------------------------------------------------------------------ loading, layout and sizes

/** Installed before the page's own scripts: every layout shift, with the nodes that moved. */
function observeShifts() {
  const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({
        value: entry.value,
        nodes: (entry.sources ?? []).map((source) => {
          const el = source.node as Element | undefined;
          return el?.nodeName ? `${el.nodeName.toLowerCase()}.${el.className}` : '?';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test.describe('photos load without shifting, the lead first', () => {
  for (const { path } of pages) {
    for (const { name, device } of budgets) {
      test(
        `${path} at ${name}: CLS 0 over load and a scroll; the lead photo eager, high priority and preloaded; the others lazy`,
        any,
        async ({ browser }) => {
          const context = await browser.newContext({ ...device, baseURL: leadSiteOrigin });
          const page = await context.newPage();
          const refused = refusals(page);
          await page.addInitScript(observeShifts);
          await page.goto(path, { waitUntil: 'load' });
          const [lead, ...others] = await page.evaluate(photosOf);
          expect(lead!.loading).toBe('eager');
          expect(lead!.fetchPriority).toBe('high');
          const avif = lead!.sources.find((source) => source.type === 'image/avif')!;
          const preload = page.locator(
            'head link[rel="preload"][as="image"][imagesrcset][fetchpriority="high"]',
          );
          await expect(preload).toHaveCount(1);
          expect(await preload.getAttribute('imagesrcset')).toBe(avif.srcset);
          expect(await preload.getAttribute('imagesizes')).toBe(avif.sizes);
          expect(await preload.getAttribute('type')).toBe('image/avif');
          for (const other of others) {
            expect(other.loading, other.src).toBe('lazy');
            expect(other.fetchPriority, other.src).toBeNull();
          }
          if (path === photoFixture.campaign) expect(others.length, 'the feature photo').toBe(1);

          // Scroll to the bottom a viewport at a time (the lazy photos load on the way: Chromium
          // starts them 1,250 px or more ahead), then back up.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const step = device.viewport.height;
          for (let y = 0; y <= height + step; y += step) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            await page.waitForTimeout(50);
          }
          await page.waitForLoadState('networkidle');
          const photos = await page.evaluate(photosOf);
          for (const photo of photos) expect(photo.complete && photo.naturalWidth > 0).toBe(true);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(300);
          const shifts = await page.evaluate(
            () =>
              (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
          );
          expect(shifts, 'layout shifts').toEqual([]);
          expect(refused, 'CSP violations').toEqual([]);
          await context.close();
        },
      );
    }
  }
});

type SizesCheck = { slot: string; sizes: string; says: number; rendered: number };

/**
 * In the page: for each photo, the width its `sizes` names at this viewport (the first entry whose
 * media condition matches, its length measured on a probe) and the width it renders at.
 */
function sizesAgainstLayout(): SizesCheck[] {
  return [...document.querySelectorAll<HTMLImageElement>('picture > img')].map((img) => {
    const sizes = img.parentElement!.querySelector('source')!.getAttribute('sizes')!;
    const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim());
    let length = '100vw';
    for (const entry of entries) {
      const match = /^(.*?)\s*((?:calc|min|max|clamp)\(.*\)|[\d.]+[a-z%]+)$/i.exec(entry)!;
      const media = match[1]!.trim();
      if (!media || matchMedia(media).matches) {
        length = match[2]!;
        break;
      }
    }
    const probe = document.createElement('div');
    probe.style.setProperty('position', 'absolute');
    probe.style.setProperty('width', length);
    document.body.append(probe);
    const says = probe.getBoundingClientRect().width;
    probe.remove();
    return {
      slot: img.getAttribute('data-slot')!,
      sizes: length,
      says,
      rendered: img.getBoundingClientRect().width,
    };
  });
}

test.describe("each slot's sizes is the width it renders at", () => {
  for (const width of [375, 768, 1280, 1440]) {
    for (const { path } of pages) {
      test(`${path} at ${width} px`, any, async ({ browser }, testInfo) => {
        const mobile = width < 576;
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          isMobile: mobile,
          hasTouch: mobile,
          baseURL: leadSiteOrigin,
        });
        const page = await context.newPage();
        await page.goto(path, { waitUntil: 'load' });
        const checks = await page.evaluate(sizesAgainstLayout);
        expect(checks.length).toBeGreaterThan(0);
        testInfo.annotations.push({
          type: 'figures',
          description: `${path} ${width}: ${checks.map((c) => `${c.slot} sizes ${c.sizes} = ${c.says} px, rendered ${c.rendered.toFixed(1)} px`).join('; ')}`,
        });
        if (process.env.E2E_FIGURES) console.log(testInfo.annotations.at(-1)!.description);
        for (const check of checks) {
          // 2 px: the grid's fractional tracks render at sub-pixel widths; a `sizes` entry is whole.
          expect(
            Math.abs(check.says - check.rendered),
            `${check.slot} (${check.sizes})`,
          ).toBeLessThanOrEqual(2);
        }
        await context.close();
      });
    }
  }
});

test.describe('a photo sits where a drawn image would', () => {
  test(
    `${photoFixture.campaign}: at 1280 px the hero photo is beside the title, its <source>s take no box`,
    any,
    async ({ page }) => {
      await page.setViewportSize(laptop.viewport);
      await page.goto(photoFixture.campaign);
      const layout = await page.evaluate(() => {
        const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
        return {
          photo: box(document.querySelector('main picture img')!),
          title: box(document.querySelector('main h1')!),
          sources: [...document.querySelectorAll('main picture source')].map(
            (source) => getComputedStyle(source).display,
          ),
        };
      });
      // In the hero's grid, a <source> shown as a box took a cell and pushed the photo below.
      expect(layout.sources.length).toBeGreaterThan(0);
      expect(layout.sources.every((display) => display === 'none')).toBe(true);
      expect(layout.photo.left).toBeGreaterThan(layout.title.right);
      expect(layout.photo.top).toBeLessThan(layout.title.bottom);
    },
  );
});
