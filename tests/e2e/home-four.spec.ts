import { expect, test } from './support/test';

const path = '/home-four/';

test.describe('home four (collections app)', () => {
  test('pricing switches between monthly and yearly prices', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Simple plans for teams of every size' });
    const group = region.getByRole('group', { name: 'Billing period' });
    const monthly = group.getByRole('radio', { name: 'Monthly' });
    const yearly = group.getByRole('radio', { name: 'Yearly' });
    const pro = region.locator('li').filter({ has: page.getByRole('heading', { name: 'Pro' }) });

    await expect(monthly).toBeChecked();
    await expect(pro.getByText('$49', { exact: true })).toBeVisible();
    await expect(pro.getByText('$89', { exact: true })).toBeHidden();
    await expect(pro.getByText('per branch / month')).toBeVisible();

    await group.getByText('Yearly').click();
    await expect(yearly).toBeChecked();
    await expect(pro.getByText('$89', { exact: true })).toBeVisible();
    await expect(pro.getByText('$49', { exact: true })).toBeHidden();
    await expect(pro.getByText('per branch / year')).toBeVisible();

    // Arrow keys move between the native radios.
    await yearly.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(pro.getByText('$49', { exact: true })).toBeVisible();
    await expect(pro.getByText('14-day free trial')).toBeVisible();
  });

  test('the monthly prices are in the HTML without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Simple plans for teams of every size' });
    await expect(region.getByText('$49', { exact: true })).toBeVisible();
    // The yearly price is in the HTML too, hidden until Yearly is chosen.
    await expect(region.getByText('$89', { exact: true })).toBeAttached();
    await expect(region.getByText('$89', { exact: true })).toBeHidden();
    await context.close();
  });
});
