import { expect, test, type Page } from '@playwright/test';
import { routes } from '../../content/routes';

/** Collects CSP violations and any request that leaves the local server. */
async function watch(page: Page) {
  const violations: string[] = [];
  const thirdParty: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  return { violations, thirdParty };
}

test.describe('security headers', () => {
  for (const route of routes) {
    test(`${route.path} is served with the policy and runs without violations`, async ({
      page,
    }) => {
      const seen = await watch(page);
      const response = await page.goto(route.path);
      const headers = response!.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
      );
      await page.waitForLoadState('networkidle');
      expect(seen.violations).toEqual([]);
      expect(seen.thirdParty, 'no request to a third party before a click').toEqual([]);
    });
  }

  test('hydration and client navigation work under the policy', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/company/');
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(seen.violations).toEqual([]);
  });
});
