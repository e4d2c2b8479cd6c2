// The Playwright API, plus `enhanced`: a wait for the page's islands, for tests of what an island
// adds (WAI-ARIA keys, JSON submits, Swiper). `page.goto` does not wait for hydration: controls work
// from the HTML, so a test that acts right after `load` must see them work.
import type { Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once React has hydrated the page (its root container is attached to the document). */
export async function enhanced(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
  );
}

/**
 * Resolves once both web fonts have loaded and every pending font load is done. The fonts load
 * after the first paint with the full stylesheets (scripts/critical-css.ts), so
 * `document.fonts.ready` alone can resolve before they have even been requested.
 */
export async function webFontsLoaded(page: Page) {
  await page.waitForFunction(() =>
    ['Inter', 'Manrope'].every((family) =>
      [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
    ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
