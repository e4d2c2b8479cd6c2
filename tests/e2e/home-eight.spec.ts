import { expect, test } from './support/test';
import { expectSlidesPerViewAndNext, fullyVisibleSlides, startCarousel } from './support/carousel';

test.describe('home eight (app landing)', () => {
  test('has its h1 and a hero call to action that lands on the demo request', async ({ page }) => {
    await page.goto('/home-eight/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your members’ bank in their pocket, under your name',
    );
    const hero = page.getByRole('region', { name: /in their pocket/ });
    await expect(hero.getByRole('link', { name: 'Watch Demo' })).toBeVisible();
    await hero.getByRole('link', { name: 'Request a demo' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );
  });

  test('the accordion opens one of three answers at a time, the first at first', async ({
    page,
  }) => {
    await page.goto('/home-eight/');
    const region = page.getByRole('region', { name: 'What institutions ask about the app' });
    const items = region.locator('details');
    await expect(items).toHaveCount(3);
    await expect(items.first()).toHaveAttribute('open', '');
    await region.getByText('How long does it take to launch?').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.first()).not.toHaveAttribute('open', '');
    await expect(region.locator('details[open]')).toHaveCount(1);
  });

  test('shows the counters and store badges that lead to a real page', async ({ page }) => {
    await page.goto('/home-eight/');
    for (const value of ['72k+', '16', '28k+']) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
    const download = page.getByRole('region', { name: 'Get the app for your institution' });
    await expect(download.getByRole('link')).toHaveCount(3);
    await download.getByRole('link', { name: /Google Play/ }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
  });

  test('testimonial carousel shows 1 slide at 375 px and all 3 at 1280 px', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/home-eight/');
    const carousel = page.getByRole('group', { name: 'What our customers say about the app' });
    await expect(carousel.getByRole('group', { name: /of 3$/ })).toHaveCount(3);
    if (isMobile) {
      await expectSlidesPerViewAndNext(carousel, 1);
    } else {
      // Three slides, three per view: all are on screen and there is nothing to move to.
      await startCarousel(carousel);
      await expect.poll(() => fullyVisibleSlides(carousel).then((s) => s.length)).toBe(3);
    }
  });
});
