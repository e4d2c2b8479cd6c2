import { expect, test } from './support/test';
import { expectSlidesPerViewAndNext } from './support/carousel';

const title = 'Launch your credit product without building a loan ledger';

test.describe('home six (fintech startups)', () => {
  test('has one h1 and hero calls to action that land on the demo and contact pages', async ({
    page,
  }) => {
    await page.goto('/home-six/');
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

    await page.goto('/home-six/');
    await page
      .getByRole('region', { name: title })
      .getByRole('link', { name: 'Talk to Sales' })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('shows the brand logos, the promo cards, the services and the four work steps', async ({
    page,
  }) => {
    await page.goto('/home-six/');
    const logos = page.getByRole('region', { name: 'Fintech teams lending on Finorbit' });
    await expect(logos.getByRole('img')).toHaveCount(6);
    await expect(logos.getByRole('img', { name: 'Kanakpay' })).toBeVisible();
    const promo = page.getByRole('region', { name: /Lending experience/ });
    for (const name of ['150+ Completed projects', '1.5k Happy clients', '90% Support']) {
      await expect(promo.getByRole('heading', { name })).toBeVisible();
    }
    const services = page.getByRole('region', { name: 'Services for teams moving fast' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(4);
    await services.getByRole('link', { name: /Launch service details/ }).click();
    await expect(page).toHaveURL(/\/single-service\/$/);

    await page.goto('/home-six/');
    const steps = page.getByRole('region', { name: /From idea to first disbursal/ });
    for (const step of ['Research', 'Designing', 'Building', 'Deliver']) {
      await expect(steps.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
  });

  test('testimonial slider shows 3 per view at 1280 px, 1 at 375 px, and moves on Next', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/home-six/');
    const carousel = page.getByRole('group', {
      name: 'Lenders who built on Finorbit',
      exact: true,
    });
    await expectSlidesPerViewAndNext(carousel, isMobile ? 1 : 3);
  });
});
