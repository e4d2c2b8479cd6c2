import { expect, test } from './support/test';

test.use({ reducedMotion: 'reduce' });

const path = '/home-fifteen/';
const title = 'Finorbit Lending Summit: the future of lending in Bharat';

test.describe('home fifteen (lending summit)', () => {
  test('the absolute header leaves the h1 and calls to action visible, then sticks after 80 px', async ({
    page,
  }) => {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(title);
    const header = page.locator('header').first();
    const headerBox = (await header.boundingBox())!;
    const hero = page.getByRole('region', { name: title });
    for (const target of [
      h1,
      hero.getByText('22-23 November', { exact: false }).first(),
      hero.getByRole('link', { name: 'Register Now' }),
      hero.getByRole('link', { name: 'Download PDF' }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    }
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    const stuck = (await header.boundingBox())!;
    expect(stuck.y).toBe(0);
    await expect(header.getByRole('link').first()).toBeVisible();
  });
});
