// The first paint needs only the HTML (critical CSS inline, scripts/critical-css.ts). A first
// visit paints in the metric-matched fallback faces and stays in them: nothing swaps, so the h1
// does not move, while the two font files are fetched once the page has loaded. The next page
// names the web fonts from its first paint (lib/web-fonts.ts) and keeps its h1 in place too.
import type { Page } from '@playwright/test';
import { expect, fontsSettled, test } from './support/test';

type Box = { x: number; y: number; width: number; height: number };
type FirstPaint = { box: Box; webFonts: string[]; h1Font: string };

// One page per layout family: home variants with a split or a slider hero, a product page, a
// form page, listings, an article and a job opening.
const routes = [
  '/',
  '/home-ten/',
  '/home-nine/',
  '/products/',
  '/request-for-demo/',
  '/news/',
  '/news/nidhi-company-deposits/',
  '/help-center/',
  '/career/product-designer/',
  '/company/',
];

/** Records, at the first contentful paint, the h1's box and which web font faces are loaded. */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      const h1 = document.querySelector('h1')!;
      const { x, y, width, height } = h1.getBoundingClientRect();
      const webFonts = [...document.fonts]
        .filter((face) => /^(Inter|Manrope)$/.test(face.family) && face.status === 'loaded')
        .map((face) => face.family);
      const h1Font = getComputedStyle(h1).fontFamily;
      Object.assign(window, { firstPaint: { box: { x, y, width, height }, webFonts, h1Font } });
    }).observe({ type: 'paint', buffered: true });
  });
}

async function firstPaintOf(page: Page, route: string): Promise<FirstPaint> {
  await page.goto(route, { waitUntil: 'commit' });
  return page
    .waitForFunction(() => (window as { firstPaint?: unknown }).firstPaint)
    .then((handle) => handle.jsonValue() as Promise<FirstPaint>);
}

async function expectH1Unmoved(page: Page, before: Box) {
  const box: Box = await page.locator('h1').evaluate(async (h1) => {
    await new Promise(requestAnimationFrame);
    const { x, y, width, height } = h1.getBoundingClientRect();
    return { x, y, width, height };
  });
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(box[side] - before[side]), `h1 ${side}`).toBeLessThanOrEqual(1);
  }
}

for (const route of routes) {
  test(`${route} paints in the fallback on a first visit, then in the web fonts, without moving its h1`, async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
    });
    await recordFirstPaint(page);

    // First visit: the fallback faces, and they stay.
    const cold = await firstPaintOf(page, route);
    expect(cold.webFonts, 'no web font at the first paint').toEqual([]);
    expect(cold.h1Font).not.toContain('Manrope,');
    // Once loaded and idle, the page fetches both files for the next page.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('webFonts')))
      .toMatch(/^[0-9a-f]{12}$/);
    expect(fontRequests.map((url) => new URL(url).pathname).sort()).toEqual([
      expect.stringMatching(/^\/fonts\/body\.[0-9a-f]{12}\.woff2$/),
      expect.stringMatching(/^\/fonts\/heading\.[0-9a-f]{12}\.woff2$/),
    ]);
    await fontsSettled(page);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))).toBe(
      false,
    );
    await expectH1Unmoved(page, cold.box);

    // Next visit: the web fonts from the first paint.
    const warm = await firstPaintOf(page, route);
    expect(warm.h1Font).toMatch(/^"?Manrope"?, "Manrope Fallback"/);
    expect(warm.webFonts.sort()).toEqual(['Inter', 'Manrope']);
    await fontsSettled(page);
    await expectH1Unmoved(page, warm.box);
  });
}

test('a browser without storage stays in the fallback and fetches no font', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/products/', { waitUntil: 'load' });
  await fontsSettled(page);
  expect(await page.evaluate(() => document.fonts.check('700 40px Manrope'))).toBe(false);
  expect(fontRequests).toEqual([]);
});
