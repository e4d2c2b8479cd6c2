// The Playwright API with one change: `page.goto` also waits until React has started to hydrate
// the page. Pages start their scripts after the first contentful paint (scripts/startup-scripts.ts),
// so the `load` event can come before them; a visitor's click on an island then waits for its
// code, but a test would act at once. From `hydrateRoot` on, React replays events that reach
// parts it has not hydrated yet, so that is the moment to act.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

export async function hydrationStarted(page: Page) {
  await page.waitForFunction(() => {
    const deferred = [...document.scripts].some(
      (script) => !script.src && script.text.includes('first-contentful-paint'),
    );
    return !deferred || Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
  });
}

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrationStarted(page);
      return response;
    };
    await provide(page);
  },
});
