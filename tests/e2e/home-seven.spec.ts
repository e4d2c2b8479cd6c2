import { expect, test } from './support/test';

const path = '/home-seven/';

test.describe('home seven (analytics)', () => {
  test('has a dark header, its h1 and hero calls to action that land on real pages', async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See your whole loan book, live, on one dashboard',
    );
    const headerBackground = await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).not.toBe('rgb(255, 255, 255)');

    const hero = page.getByRole('region', { name: /whole loan book/ });
    await hero.getByRole('link', { name: 'Start free' }).click();
    await expect(page).toHaveURL(/\/signup\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your free trial');

    await page.goto(path);
    await page
      .getByRole('region', { name: /whole loan book/ })
      .getByRole('link', { name: 'Request a demo' })
      .click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
  });

  test('price list shows the three plans with their limits', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Plans for every size of team' });
    const plans = {
      Starter: ['$25', '1 team', '1 installed agent', '1 target per month'],
      Advanced: ['$45', '5 teams', '3 installed agents', '24 targets per month'],
      Premium: ['$75', '6 teams', '8 installed agents', '40 targets per month'],
    };
    for (const [name, [price, ...limits]] of Object.entries(plans)) {
      const plan = region.locator('li').filter({ has: page.getByRole('heading', { name }) });
      await expect(plan.getByText(price!, { exact: true })).toBeVisible();
      await expect(plan.getByText('per month', { exact: true })).toBeVisible();
      for (const limit of limits) {
        await expect(plan.getByRole('listitem').filter({ hasText: limit })).toHaveText(
          `Included: ${limit}`,
        );
      }
    }
    await expect(region.getByRole('radio')).toHaveCount(0);
  });

  test('FAQ opens one answer at a time', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Questions about Finorbit Analytics' });
    const items = region.locator('details');
    await expect(items.first()).toHaveAttribute('open', '');
    await region.getByText('What counts as a target?').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(region.locator('details[open]')).toHaveCount(1);
  });

  test('has the metrics and the contact form', async ({ page }) => {
    await page.goto(path);
    const metrics = page.getByRole('region', {
      name: 'Numbers our analytics customers watch move',
    });
    for (const value of ['55%', '5K+', '15M+', '95%']) {
      await expect(metrics.locator('p', { hasText: value }).first()).toBeVisible();
    }
    const contact = page.getByRole('region', { name: 'See your own numbers in a demo' });
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});
