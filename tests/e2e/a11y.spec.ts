import { expect, test, type Page } from './support/test';
import { axeViolations as violations } from './support/axe';
import { routes } from '../../content/routes';
import { isListing, listingFamilies } from '../../lib/from-content/search-pages';

/** Scrolls through the page so lazy islands (carousels) start, then back to the top. */
async function wakeIslands(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // A frame, so observers see the new position; at most 100 ms, because a headless page
      // sometimes stops producing frames for a while and rAF alone then waits out the test.
      await new Promise((resolve) => {
        requestAnimationFrame(() => resolve(null));
        setTimeout(resolve, 100);
      });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
}

const listings = routes()
  .map((r) => r.path)
  .filter(isListing);
/** Of each listing family (one template over other cards), its first page and a later page. */
const listingSample = listingFamilies.flatMap((family) => {
  const pages = listings.filter((path) => path.startsWith(family));
  return [...new Set([pages[0], pages.find((path) => /\/page\/\d+\/$/.test(path))])].filter(
    (path) => path !== undefined,
  );
});

/**
 * Every hand-made route; for the Markdown collections (dozens of pages from one template) the
 * first page of each plus the closed opening; for the listings, the first and a later page of each
 * family. The HTML validator, the link checker and the engines' sweeps still read every page.
 */
const sampled = [
  ...routes()
    .filter((r) => !('collection' in r) && !isListing(r.path))
    .map((r) => r.path),
  ...listingSample,
  ...(['news', 'careers', 'help'] as const).map(
    (collection) => routes().find((r) => 'collection' in r && r.collection === collection)!.path,
  ),
  '/career/credit-risk-analyst/',
  '/news/securitization-pool-tagging/', // a body with a code block and a table
];

/**
 * The sweep visits its pages as one visitor going from page to page: one browser context per
 * worker, its cache and compiled scripts kept, each page loaded afresh by its own test. A context
 * per test cost about 0.6 CPU-seconds a page (a new renderer, every script compiled again).
 */
const sweep = test.extend<object, { visitor: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitor }, provide) => provide(visitor),
});

sweep.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Loading a page and waking its islands asks nothing of a third party (nothing is clicked).
  sweep.use({ forbidThirdPartyRequests: true });

  for (const route of [...sampled, '/no-such-page/']) {
    // The same visit checks the page runs under the served Content-Security-Policy without
    // violations and requests nothing from a third party before a click (support/test.ts).
    sweep(`${route} has no axe or CSP violations`, async ({ page, cspViolations }) => {
      sweep.slow(); // long pages are scrolled through first so lazy islands start
      await page.goto(route);
      await wakeIslands(page);
      expect(await violations(page)).toEqual([]);
      expect(cspViolations, 'CSP violations').toEqual([]);
    });
  }

  test('the open side menu has no violations', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'side menu is for small screens');
    await page.goto('/company/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a form showing errors has no violations', async ({ page }) => {
    await page.goto('/contact/');
    const footer = page.locator('footer');
    await footer.getByPlaceholder('Enter your email').fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText(/valid email/)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
