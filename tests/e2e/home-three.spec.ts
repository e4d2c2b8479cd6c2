import { expect, test } from './support/test';
import { expectSlidesPerViewAndNext } from './support/carousel';

const title = 'The branch desktop app that keeps the counter open';

test.describe('home three (desktop branch app)', () => {
  test('has one h1 and hero calls to action that land on the demo and contact pages', async ({
    page,
  }) => {
    await page.goto('/home-three/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page
      .getByRole('region', { name: title })
      .getByRole('link', { name: 'Start a Free Trial' })
      .click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );

    await page.goto('/home-three/');
    await page
      .getByRole('region', { name: title })
      .getByRole('link', { name: 'Talk to Sales' })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('shows customer logos, the promo cards and the four work steps', async ({ page }) => {
    await page.goto('/home-three/');
    const logos = page.getByRole('region', { name: /Trusted at the counters/ });
    await expect(logos.getByRole('img')).toHaveCount(4);
    const promo = page.getByRole('region', { name: /stand behind the counter/ });
    for (const name of ['150+ Completed projects', '1.5k Happy clients', '90% Support']) {
      await expect(promo.getByRole('heading', { name })).toBeVisible();
    }
    const steps = page.getByRole('region', { name: /From the first branch to the last/ });
    for (const step of ['Research', 'Designing', 'Building', 'Deliver']) {
      await expect(steps.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
  });

  test('testimonial slider shows 3 per view at 1280 px, 1 at 375 px, and moves on Next', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/home-three/');
    const carousel = page.getByRole('group', { name: 'What branch teams tell us', exact: true });
    await expectSlidesPerViewAndNext(carousel, isMobile ? 1 : 3);
  });

  test('the closing call to action starts a trial', async ({ page }) => {
    await page.goto('/home-three/');
    const cta = page.getByRole('region', { name: 'Put Finorbit Branch on one counter this week' });
    await cta.getByRole('link', { name: 'Start a Free Trial' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
  });
});
