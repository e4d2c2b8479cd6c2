import { expect, test } from './support/test';

test.describe('home eleven (digital gold ledger)', () => {
  test('has one h1 and hero calls to action that land on real pages', async ({ page }) => {
    await page.goto('/home-eleven/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Digital gold your customers can see, on a ledger your auditors trust',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.getByRole('region', { name: /ledger your auditors trust/ });
    await hero.getByRole('link', { name: 'Request a demo' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );

    await page.goto('/home-eleven/');
    await page
      .getByRole('region', { name: /ledger your auditors trust/ })
      .getByRole('link', { name: 'Talk to our team' })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('shows the user counters, the fixed countdown and the team', async ({ page }) => {
    await page.goto('/home-eleven/');
    const users = page.getByRole('region', {
      name: 'Customers already saving and borrowing this way',
    });
    for (const value of ['150k+', '45k+', '16k+']) {
      await expect(users.getByText(value, { exact: true }).first()).toBeVisible();
    }
    const countdown = page.getByRole('region', { name: /pilot opens to new lenders/ });
    for (const [value, unit] of [
      ['36', 'Days'],
      ['19', 'Hours'],
      ['48', 'Minutes'],
      ['16', 'Seconds'],
    ]) {
      await expect(countdown.getByText(unit!, { exact: true })).toBeVisible();
      await expect(countdown.getByText(value!, { exact: true })).toBeVisible();
    }
    // Fixed text: still the same a second later.
    await page.waitForTimeout(1100);
    await expect(countdown.getByText('16', { exact: true })).toBeVisible();
    const team = page.getByRole('region', { name: 'People behind the digital-asset ledger' });
    await expect(team.getByText('Head of Digital Assets')).toBeVisible();
  });

  test('price table: caption, headers, up/down in words, sample-figures note', async ({ page }) => {
    await page.goto('/home-eleven/');
    const table = page.getByRole('table', { name: /Reference prices in USD/ });
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Symbol',
      'Price (USD)',
      '1h %',
      '24h %',
      '7d %',
    ]);
    await expect(table.getByRole('rowheader')).toHaveCount(7);
    const bitcoin = table.getByRole('row', { name: /Bitcoin/ });
    await expect(bitcoin.getByRole('cell').nth(1)).toHaveText('$64,210.50');
    await expect(bitcoin.getByRole('cell').nth(2)).toHaveText('down −0.48%');
    await expect(bitcoin.getByRole('cell').nth(3)).toHaveText('up +1.73%');
    // Figures are right-aligned.
    const align = await bitcoin
      .getByRole('cell')
      .nth(1)
      .evaluate((cell) => getComputedStyle(cell).textAlign);
    expect(align).toBe('right');
    await expect(page.getByText(/Sample figures for illustration, not live prices/)).toBeVisible();
  });

  test('the price table scrolls sideways on phones without widening the page', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/home-eleven/');
    const scroller = page.getByRole('region', { name: /Reference prices in USD/ });
    await scroller.scrollIntoViewIfNeeded();
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    if (isMobile) expect(scrollWidth).toBeGreaterThan(clientWidth);
    else expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow).toBeLessThanOrEqual(0);
    // Keyboard users can reach the scroller and scroll it.
    await scroller.focus();
    await expect(scroller).toBeFocused();
  });

  test('blog cards and app badges link to real pages', async ({ page }) => {
    await page.goto('/home-eleven/');
    await page.getByRole('link', { name: 'View all articles' }).click();
    await expect(page).toHaveURL(/\/news\/$/);
    await page.goto('/home-eleven/');
    const app = page.getByRole('region', { name: /Digital gold in your customers/ });
    await expect(app.getByRole('link')).toHaveCount(3);
    await app.getByRole('link', { name: /App Store/ }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});
