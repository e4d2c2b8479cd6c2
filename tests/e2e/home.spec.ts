// What only the home page does; the checks every home variant shares (h1, sections, calls to
// action, tabs, FAQ, prices, the demo video, no-JS rendering) are in home-variants*.spec.ts.
import { expect, test } from './support/test';

test.describe('home one', () => {
  test('the integration logos all load once scrolled to', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', {
      name: 'Connected to the services Indian lenders rely on',
    });
    await expect(region.locator('li img')).toHaveCount(16);
    await region.locator('li').last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        region
          .locator('li img')
          .evaluateAll((imgs) =>
            imgs.every(
              (img) =>
                (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
  });
});
