import { expect, test } from './support/test';
import { routes } from '../../content/routes';
import { activeRedirects } from '../../content/redirects';

test.describe('routes', () => {
  // Raw HTML as a crawler gets it (no browser needed): fast enough for every route in one test.
  test(
    'every route returns 200 with one h1 and a unique title',
    { tag: '@any-width' },
    async ({ request }) => {
      const titles = new Set<string>();
      for (const route of routes()) {
        const response = await request.get(route.path);
        expect(response.status(), route.path).toBe(200);
        const html = await response.text();
        expect(html.match(/<h1[\s>]/g)?.length, `${route.path} has one h1`).toBe(1);
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title, route.path).not.toBe('');
        expect(titles.has(title), `${route.path} title "${title}" is unique`).toBe(false);
        titles.add(title);
      }
    },
  );

  test(
    'an unknown path shows the 404 page with status 404',
    { tag: '@any-width' },
    async ({ page }) => {
      for (const path of ['/no-such-page/', '/no-such-page', '/company/extra/']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
        await expect(page.getByText('404', { exact: true })).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
      await page.getByRole('link', { name: 'Go Back Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('h1')).toHaveCount(1);
    },
  );

  test(
    'old links of the previous site land on the right page',
    { tag: '@any-width' },
    async ({ page }) => {
      const list = activeRedirects();
      expect(list.length).toBeGreaterThan(0);
      for (const redirect of list) {
        await page.goto(redirect.from);
        await expect(page, `${redirect.from} → ${redirect.to}`).toHaveURL(
          new RegExp(`${redirect.to}$`),
        );
        await expect(page.locator('h1')).toHaveCount(1);
      }
    },
  );

  test(
    'pages render their content without JavaScript (pre-rendered HTML)',
    { tag: '@any-width' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/company/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'redefining the customer experience',
      );
      await expect(
        page.getByRole('heading', { name: 'Together we start our Journey.' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our Timeline' })).toBeVisible();
      await expect(page.getByText('400K+', { exact: true })).toBeVisible();
      await context.close();
    },
  );
});
