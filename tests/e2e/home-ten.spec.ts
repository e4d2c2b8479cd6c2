import { expect, test } from './support/test';
import { expectSlidesPerViewAndNext } from './support/carousel';

test.describe('home ten (security)', () => {
  test('has its h1 and a Discover More call to action that lands on the demo request', async ({
    page,
  }) => {
    await page.goto('/home-ten/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Stop fraud before the money leaves the branch',
    );
    const hero = page.getByRole('region', { name: /Stop fraud/ });
    await expect(hero.getByRole('link', { name: 'Watch Demo' })).toBeVisible();
    await hero.getByRole('link', { name: 'Discover More' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );
  });

  test('client logo slider shows 2 logos at 375 px and 5 at 1280 px, and moves on', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/home-ten/');
    const carousel = page.getByRole('group', { name: 'Trusted by lenders across India' });
    await expectSlidesPerViewAndNext(carousel, isMobile ? 2 : 5);
  });

  test('price plans are $29/M, $49/M and $29/M with nine features each', async ({ page }) => {
    await page.goto('/home-ten/');
    const region = page.getByRole('region', { name: 'Protection for every size of institution' });
    const plans = region.locator('> div > ul > li');
    await expect(plans).toHaveCount(3);
    await expect(plans.locator('p', { hasText: '/M' })).toHaveText(['$29 /M', '$49 /M', '$29 /M']);
    for (let i = 0; i < 3; i += 1) await expect(plans.nth(i).locator('ul li')).toHaveCount(9);
  });

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

  test('testimonial slider shows 1 at 375 px and 3 at 1280 px, and moves on', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/home-ten/');
    const carousel = page.getByRole('group', { name: 'Lenders who sleep better' });
    await expectSlidesPerViewAndNext(carousel, isMobile ? 1 : 3);
  });

  test('the FAQ has four items and opens one at a time', async ({ page }) => {
    await page.goto('/home-ten/');
    const region = page.getByRole('region', { name: 'Security questions we hear most' });
    const items = region.locator('details');
    await expect(items).toHaveCount(4);
    await expect(items.first()).toHaveAttribute('open', '');
    await region.getByText('Do you help with IS audits?').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(region.locator('details[open]')).toHaveCount(1);
  });

  test('blog slider shows 1 card at 375 px and 3 at 1280 px', async ({ page, isMobile }) => {
    // It autoplays; under reduced motion it stays still while the slides are counted.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home-ten/');
    const carousel = page.getByRole('group', { name: 'From our blog' });
    await expectSlidesPerViewAndNext(carousel, isMobile ? 1 : 3);
  });
});
