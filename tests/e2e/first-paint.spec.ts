// The first paint needs only the HTML (critical CSS inline, scripts/critical-css.ts) and uses the
// metric-matched fallback faces (scripts/fonts.ts); the web fonts arrive afterwards and must not
// move the page's heading. The font responses are held until the page has painted, so the swap
// always happens after the first paint, as on a slow connection.
import { expect, test, webFontsLoaded } from './support/test';

type Box = { x: number; y: number; width: number; height: number };

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

for (const route of routes) {
  test(`${route} paints before its web fonts and keeps its h1 in place when they arrive`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.woff2', async (font) => {
      await held;
      await font.continue();
    });
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        const { x, y, width, height } = document.querySelector('h1')!.getBoundingClientRect();
        const webFonts = [...document.fonts].filter(
          (face) => /^(Inter|Manrope)$/.test(face.family) && face.status === 'loaded',
        ).length;
        Object.assign(window, { firstPaint: { box: { x, y, width, height }, webFonts } });
      }).observe({ type: 'paint', buffered: true });
    });

    await page.goto(route, { waitUntil: 'commit' });
    const firstPaint = await page
      .waitForFunction(() => (window as { firstPaint?: unknown }).firstPaint)
      .then((handle) => handle.jsonValue() as Promise<{ box: Box; webFonts: number }>);
    expect(firstPaint.webFonts, 'painted with the fallback faces').toBe(0);

    release();
    await webFontsLoaded(page);
    const box: Box = await page.locator('h1').evaluate(async (h1) => {
      await new Promise(requestAnimationFrame);
      const { x, y, width, height } = h1.getBoundingClientRect();
      return { x, y, width, height };
    });
    // Where it starts and how many lines it takes; a heading sized to its text (a flex item) may
    // end a few pixels earlier or later, as any two fonts do.
    for (const side of ['x', 'y', 'height'] as const) {
      expect(Math.abs(box[side] - firstPaint.box[side]), `h1 ${side}`).toBeLessThanOrEqual(1);
    }
    expect(await page.evaluate(() => document.fonts.check('700 40px Manrope'))).toBe(true);
  });
}
