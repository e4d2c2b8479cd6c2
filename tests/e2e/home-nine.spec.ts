import { expect, test } from './support/test';
import { linkEnhanced } from './support/widgets';

test.describe('home nine (IT solution)', () => {
  test('portfolio filters really filter right after load, and announce the count', async ({
    page,
  }) => {
    await page.goto('/home-nine/');
    const region = page.getByRole('region', { name: 'Recent work for lenders' });
    const filters = region.getByRole('group', { name: /^Filter recent work/ });
    const items = region
      .getByRole('link', { name: /, full-size image$/ })
      .filter({ visible: true });
    await expect(items).toHaveCount(8);
    // No wait for the island: native radios and CSS :has() do the filtering.
    await filters.getByText('Logo', { exact: true }).click();
    await expect(filters.getByRole('radio', { name: 'Logo' })).toBeChecked();
    await expect(items).toHaveCount(2);
    await filters.getByText('Web', { exact: true }).click();
    await expect(items).toHaveCount(3);
    await expect(
      region.getByRole('link', { name: 'Lending website, full-size image' }),
    ).toBeVisible();
    // The count announcement is the island's.
    await linkEnhanced(items.first());
    await expect(region.getByText('Showing 3 items in Web')).toBeAttached();
    // Arrow keys move the native radio choice.
    await filters.getByRole('radio', { name: 'Web' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(filters.getByRole('radio', { name: 'Logo' })).toBeChecked();
    await expect(items).toHaveCount(2);
    await expect(region.getByText('Showing 2 items in Logo')).toBeAttached();
    await filters.getByText('All', { exact: true }).click();
    await expect(items).toHaveCount(8);
  });

  test('an item opens in the image lightbox: next/previous, zoom in, Esc returns focus', async ({
    page,
  }) => {
    await page.goto('/home-nine/');
    const region = page.getByRole('region', { name: 'Recent work for lenders' });
    const trigger = region.getByRole('link', { name: 'Orchid Nidhi identity, full-size image' });
    await expect(trigger).toHaveAttribute('href', /\.svg$/);
    await linkEnhanced(trigger); // the lightbox is the island's; before it the link opens the image
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/home-nine\/$/);
    const current = dialog.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', /Orchid Nidhi brand sheet/);

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(current).toHaveAttribute('alt', /Portfolio-at-risk dashboard/);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(current).toHaveAttribute('alt', /Orchid Nidhi brand sheet/);

    const zoomOut = dialog.getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toBeDisabled();
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoomOut).toBeEnabled();
    // Zoom in until it stops: the maximum is 4.5x (spec §9).
    const zoomIn = dialog.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 8 && (await zoomIn.isEnabled()); i += 1) await zoomIn.click();
    await expect(zoomIn).toBeDisabled();
    const scale = () =>
      dialog
        .locator('.yarl__slide_current .yarl__slide_wrapper')
        .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    await expect.poll(scale).toBeGreaterThan(4.4);
    expect(await scale()).toBeLessThan(4.6);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the lightbox shows only the filtered items', async ({ page }) => {
    await page.goto('/home-nine/');
    const region = page.getByRole('region', { name: 'Recent work for lenders' });
    await region.getByRole('group').getByText('Logo', { exact: true }).click();
    const trigger = region.getByRole('link', { name: 'Swarna Loans logo, full-size image' });
    await linkEnhanced(trigger);
    await trigger.click();
    const dialog = page.getByRole('dialog');
    const current = dialog.locator('.yarl__slide_current img');
    await expect(current).toHaveAttribute('alt', /Swarna Loans logo/);
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(current).toHaveAttribute('alt', /Orchid Nidhi brand sheet/);
  });
});
