import { expect, test } from './support/test';
import { tabsEnhanced } from './support/widgets';

const path = '/home-five/';

test.describe('home five (core banking)', () => {
  test('has its h1 and hero calls to action that land on real pages', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Core banking that takes your branch to the borrower',
    );
    const hero = page.getByRole('region', { name: /takes your branch to the borrower/ });
    await hero.getByRole('link', { name: 'Request a demo' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );

    await page.goto(path);
    await page
      .getByRole('region', { name: /takes your branch to the borrower/ })
      .getByRole('link', { name: 'Explore products' })
      .click();
    await expect(page).toHaveURL(/\/products\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Complete solution');
  });

  test('feature tabs show one panel at a time, the first one first', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'One platform, every counter' });
    await tabsEnhanced(region); // roles, roving focus and arrow keys come with the island
    const tabs = region.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(region.getByRole('tabpanel')).toContainText('Savings, current, FD and RD');

    await region.getByRole('tab', { name: 'Loans' }).click();
    await expect(region.getByRole('tab', { name: 'Loans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(region.getByRole('tabpanel')).toContainText('Every loan product from one engine');
    await page.keyboard.press('ArrowRight');
    await expect(region.getByRole('tab', { name: 'Compliance' })).toBeFocused();
    await expect(region.getByRole('tabpanel')).toContainText('Returns that build themselves');
    await expect(region.locator('[role="tabpanel"]:visible')).toHaveCount(1);
  });

  test('shows the product sections of the pitch in order', async ({ page }) => {
    await page.goto(path);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const expected = [
      'From KYC to disbursal without a single photocopy',
      'One platform, every counter',
      'D-Cell: a branch that travels to the village',
      'What’s new in version 5.0',
      'Start with one module, add the rest when you grow',
      'Run the business, not just the branches',
      'Your bank in your customer’s pocket',
      'Services around the software',
      'Daily work that used to take days',
      'Banking software built in India, for India’s lenders',
    ];
    expect(headings.filter((heading) => expected.includes(heading))).toEqual(expected);
    for (const item of ['eKYC and CKYC', 'AI documentation', 'Automation']) {
      await expect(page.getByRole('heading', { level: 3, name: item })).toBeVisible();
    }
    await page.getByRole('link', { name: 'About the company' }).click();
    await expect(page).toHaveURL(/\/company\/$/);
  });
});
