import { expect, test } from './support/test';

test.describe('home eleven (digital gold ledger)', () => {
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
});
