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
