// Page changes without a client router: speculation rules prepare the next page on intent, and a
// cross-document view transition swaps it in (none under reduced motion).
//
// Chromium refuses to prerender while any DevTools client is attached (it reports
// PrerenderingDisabledByDevTools even after Page.setPrerenderingAllowed), so no automated browser
// can see an activation (`activationStart > 0`). These tests check what automation can see: the
// rules parse, hovering a header link makes that page a prerender candidate (and prefetches it), the
// sign-in screens never are, and the page change itself.
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/test';

type Attempt = { action: 'Prefetch' | 'Prerender'; url: string; status: string; reason?: string };

async function watchSpeculation(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const attempts: Attempt[] = [];
  const ruleErrors: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`);
  });
  cdp.on('Preload.prerenderStatusUpdated', (event) =>
    attempts.push({
      action: 'Prerender',
      url: event.key.url,
      status: event.status,
      reason: event.prerenderStatus,
    }),
  );
  cdp.on('Preload.prefetchStatusUpdated', (event) =>
    attempts.push({ action: 'Prefetch', url: event.prefetchUrl, status: event.status }),
  );
  await cdp.send('Preload.enable');
  return { attempts, ruleErrors };
}

/** Records whether each page of this tab was revealed with a view transition. */
async function recordReveal(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      (window as unknown as { revealedWith: boolean }).revealedWith = Boolean(
        (event as Event & { viewTransition: unknown }).viewTransition,
      );
    });
  });
}

const revealedWith = (page: Page) =>
  page.evaluate(() => (window as unknown as { revealedWith: boolean }).revealedWith);

test.describe('page changes', () => {
  test.skip(({ isMobile }) => isMobile, 'hover is the intent signal on a desktop');

  test('hovering a header link makes its page a prerender candidate and fetches it', async ({
    page,
    baseURL,
  }) => {
    const seen = await watchSpeculation(page);
    await page.goto('/');
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Products',
    });
    await products.hover();
    const url = `${baseURL}/products/`;
    await expect
      .poll(() => seen.attempts.filter((a) => a.url === url).map((a) => a.action))
      .toEqual(expect.arrayContaining(['Prerender', 'Prefetch']));
    await expect
      .poll(() =>
        seen.attempts.find((a) => a.url === url && a.action === 'Prefetch' && a.status === 'Ready'),
      )
      .toBeTruthy();
    // Under automation the prerender itself is refused for the DevTools client, nothing else.
    for (const attempt of seen.attempts.filter((a) => a.action === 'Prerender')) {
      expect([undefined, 'PrerenderingDisabledByDevTools']).toContain(attempt.reason);
    }
    expect(seen.ruleErrors).toEqual([]);
    await products.click();
    await expect(page).toHaveURL(/\/products\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(
    'the sign-in and sign-up screens are never speculated',
    { tag: '@any-width' },
    async ({ page, baseURL }) => {
      const seen = await watchSpeculation(page);
      await page.goto('/home-fifteen/'); // its hero links to sign-up
      const signUp = page.locator('main a[href="/signup/"]').first();
      await signUp.hover();
      await page.waitForTimeout(600);
      expect(seen.attempts.filter((a) => a.url.startsWith(`${baseURL}/signup/`))).toEqual([]);
    },
  );

  test('a page change cross-fades with a view transition, and lands at the top', async ({
    page,
  }) => {
    await recordReveal(page);
    await page.goto('/company/');
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    await expect(page).toHaveURL(/\/products\/$/);
    // The new page's `pagereveal` comes at its first rendering, after the URL has changed.
    await expect.poll(() => revealedWith(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('under reduced motion a page change has no transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordReveal(page);
    await page.goto('/company/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    await expect(page).toHaveURL(/\/products\/$/);
    await expect.poll(() => revealedWith(page)).toBe(false);
  });

  test('a link to a fragment on another page lands on it, clear of the header', async ({
    page,
  }) => {
    await page.goto('/career/');
    await page
      .getByRole('region', { name: 'Find the role that fits you' })
      .getByRole('link', { name: /^Apply Now for QA Engineer/ })
      .click();
    await expect(page).toHaveURL(/\/career\/qa-engineer-lending\/#apply$/);
    // The browser scrolls to the fragment (smoothly: html has scroll-behavior: smooth).
    const heading = page.getByRole('heading', { name: /^Apply for QA Engineer/ });
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const header = (await page.locator('header').first().boundingBox())!;
        const box = (await heading.boundingBox())!;
        return box.y >= header.y + header.height - 1;
      })
      .toBe(true);
  });
});
