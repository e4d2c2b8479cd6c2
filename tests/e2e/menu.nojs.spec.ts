import { expect, test } from './support/test';

// JavaScript off: the side menu is the only navigation at 375 px, so it must work from the HTML.
test('the side menu opens, shows its links and closes with Esc and its button', async ({
  page,
}) => {
  await page.goto('/company/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: /menu/ });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Reach Us' })).toBeVisible();
  // The page behind does not scroll while it is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
