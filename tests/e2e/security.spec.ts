import { expect, test } from './support/test';
import { routes } from '../../content/routes';
import { checkPagePolicy } from '../../scripts/csp';

test.describe('security headers', () => {
  // Headers and markup as any client gets them (no browser needed). That every page runs under
  // its policy without a single violation is checked by every spec (support/test.ts), and the axe
  // spec visits every route at both widths and wakes its islands (tests/e2e/a11y.spec.ts).
  test(
    'every route is served with the headers and its own strict policy',
    { tag: '@any-width' },
    async ({ request }) => {
      for (const route of routes()) {
        const response = await request.get(route.path);
        const headers = response.headers();
        const header = headers['content-security-policy'] ?? '';
        expect(header, route.path).toContain("frame-ancestors 'none'");
        expect(headers['x-content-type-options'], route.path).toBe('nosniff');
        expect(headers['referrer-policy'], route.path).toBe('strict-origin-when-cross-origin');
        expect(headers['x-frame-options'], route.path).toBe('DENY');
        expect(headers['permissions-policy'], route.path).toContain('camera=()');
        // The served bytes: each inline script and style hashed in the page's meta policy.
        expect(checkPagePolicy(await response.text(), header), route.path).toEqual([]);
      }
    },
  );

  test('hydration and navigation work under the policy', async ({ page, cspViolations }) => {
    await page.goto('/company/');
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expect(cspViolations).toEqual([]);
  });
});

test.describe('an injected inline script', { tag: '@any-width' }, () => {
  test.use({ allowCspViolations: true });

  // A fixture, not a shipped page: the help center as served, with markup an attacker might get
  // into a page (a Markdown body, a compromised dependency) added before </body>.
  test('is refused while the page’s own scripts run', async ({ page, cspViolations }) => {
    await page.route('**/help-center/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.injected = true</script><img src="/icon.svg" alt="" onload="window.handler = true"></body>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/help-center/');
    // The page's hashed scripts hydrate it: the search form is taken over by its island.
    await expect(page.locator('form[role="search"]').first()).toHaveJSProperty('noValidate', true);
    expect(await page.evaluate(() => 'injected' in window || 'handler' in window)).toBe(false);
    await expect
      .poll(() => cspViolations.join('\n'))
      .toMatch(/inline script violates[\s\S]*inline event handler violates/);
  });
});
