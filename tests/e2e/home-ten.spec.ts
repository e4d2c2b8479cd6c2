import { expect, test } from './support/test';

test.describe('home ten (security)', () => {
  test('the store shows four products; sale prices are struck through and read as was', async ({
    page,
  }) => {
    await page.goto('/home-ten/');
    const store = page.getByRole('region', { name: 'Security add-ons' });
    await expect(store.getByRole('heading', { level: 3 })).toHaveCount(4);
    for (const price of ['$120.00', '$56.00']) {
      await expect(store.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(store.locator('s')).toHaveText(['was $175.00', 'was $175.00']);
    await expect(store.getByText('$150.00', { exact: true })).toHaveCount(2);
    await expect(store.getByText('Sale', { exact: true })).toHaveCount(2);
    await store.getByRole('link', { name: 'Order Secure Key' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });
});
