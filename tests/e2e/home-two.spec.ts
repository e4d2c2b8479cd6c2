import { expect, test } from './support/test';
import { tabsEnhanced } from './support/widgets';

const title = 'Run your lending business in the cloud from day one';

test.describe('home two (cloud free trial)', () => {
  test('has one h1 and hero calls to action that land on the demo and contact pages', async ({
    page,
  }) => {
    await page.goto('/home-two/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: title });
    await hero.getByRole('link', { name: 'Start a Free Trial' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );

    await page.goto('/home-two/');
    await page
      .getByRole('region', { name: title })
      .getByRole('link', { name: 'Talk to Sales' })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('shows the review figures, the promo cards and the four work steps', async ({ page }) => {
    await page.goto('/home-two/');
    const reviews = page.getByRole('region', { name: 'Rated by the lenders who run on it' });
    await expect(reviews.getByRole('heading', { name: '4.9 of 5 Average rating' })).toBeVisible();
    await expect(reviews.getByRole('heading', { name: '2k+ Five-star reviews' })).toBeVisible();
    const promo = page.getByRole('region', { name: /years of go-lives/ });
    for (const name of ['150+ Completed projects', '1.5k Happy clients', '90% Support']) {
      await expect(promo.getByRole('heading', { name })).toBeVisible();
    }
    const steps = page.getByRole('region', { name: /Four steps from your first login/ });
    for (const step of ['Research', 'Designing', 'Building', 'Deliver']) {
      await expect(steps.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
  });

  test('testimonial tabs show one story at a time and switch on click and arrow keys', async ({
    page,
  }) => {
    await page.goto('/home-two/');
    const region = page.getByRole('region', { name: 'Lenders who started with a trial' });
    await tabsEnhanced(region); // roles, roving focus and arrow keys come with the island
    const tabs = region.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(region.getByRole('tabpanel')).toContainText('2-3 days to 15 minutes');

    await region.getByRole('tab', { name: 'Co-operative society' }).click();
    await expect(region.getByRole('tabpanel')).toContainText('migrated in 50 days');
    await page.keyboard.press('ArrowRight');
    await expect(region.getByRole('tab', { name: 'Microfinance' })).toBeFocused();
    await expect(region.getByRole('tab', { name: 'Microfinance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(region.locator('[role="tabpanel"]:visible')).toHaveCount(1);
  });

  test('integration tiles and news cards open real pages', async ({ page }) => {
    await page.goto('/home-two/');
    const integrations = page.getByRole('region', { name: 'Connect the services you already use' });
    await expect(integrations.getByRole('link')).toHaveCount(6);
    await integrations.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/integrations\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Featured Integrations');

    await page.goto('/home-two/');
    const news = page.getByRole('region', { name: 'What is new at Finorbit' });
    await expect(news.getByRole('article')).toHaveCount(3);
    await news.getByRole('link', { name: 'Read all news' }).click();
    await expect(page).toHaveURL(/\/news\/$/);
  });
});
