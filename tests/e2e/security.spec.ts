import { expect, test } from './support/test';
import { routes } from '../../content/routes';
import { watch } from './support/csp';

test.describe('security headers', () => {
  // Headers as any client gets them (no browser needed). Running each page under the policy
  // without violations or third-party requests is checked by the axe spec, which visits every
  // route at both widths and wakes its islands (tests/e2e/a11y.spec.ts).
  test('every route is served with the policy', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route.path);
      const headers = response.headers();
      expect(headers['content-security-policy'], route.path).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy'], route.path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], route.path).toBe('nosniff');
      expect(headers['referrer-policy'], route.path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], route.path).toBe('DENY');
      expect(headers['permissions-policy'], route.path).toContain('camera=()');
    }
  });

  test('hydration and navigation work under the policy', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/company/');
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(seen.violations).toEqual([]);
  });
});
