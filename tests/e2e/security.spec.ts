import { expect, test } from '@playwright/test';
import { routes } from '../../content/routes';

test.describe('security headers', () => {
  test('pages are served with the generated policy and run without CSP violations', async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    for (const route of routes) {
      const response = await page.goto(route.path);
      const headers = response!.headers();
      expect(headers['content-security-policy'], route.path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
      );
      await page.waitForLoadState('networkidle');
    }
    // Hydration works under the policy: a client-side navigation happens without a reload.
    await page.goto('/company/');
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(violations).toEqual([]);
    expect(thirdParty, 'no request to a third party before a click').toEqual([]);
  });
});
