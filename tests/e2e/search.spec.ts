// The site search on Pagefind's index of the built out/ (scripts/search-index.ts): from the help
// center a visitor finds a help article, a news post and a product page by a word of their
// bodies, filters by kind, and the page's policy refuses nothing (support/test.ts fails a test on
// any CSP violation). The page asks for no router payload (`.txt`) at any step.
import { expect, test } from './support/test';

// "payout" is in the body of exactly these three pages, in no title.
const word = 'payout';
const found = {
  help: '/help-center/imps-neft-disbursement-failed/',
  news: '/news/securitization-pool-tagging/',
  page: '/products/',
};

test.describe('site search', { tag: '@any-width' }, () => {
  test('finds a help article, a news post and a product page by a word of their bodies', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/help-center/');
    const field = page.getByRole('searchbox', { name: 'Search the help center' });
    await field.fill(word);
    await field.press('Enter');
    const status = page.getByRole('status');
    await expect(status).toContainText(`3 results match “${word}”`);
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
    const results = page.getByRole('list', { name: 'Search results' });
    const hrefs = await results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(Object.values(found).sort());
    // Each result says what it is and shows the word in its excerpt.
    for (const [href, kind] of [
      [found.help, 'Help article'],
      [found.news, 'News'],
      [found.page, 'Page'],
    ] as const) {
      const item = results.getByRole('listitem').filter({ has: page.locator(`a[href="${href}"]`) });
      await expect(item).toContainText(kind);
      await expect(item.locator('mark').first()).toHaveText(/payout/i);
    }
    // The kind filter narrows the same query, and the address keeps it.
    await page.getByRole('radio', { name: 'News' }).check();
    await expect(status).toContainText(`1 result matches “${word}”`);
    await expect(results.getByRole('link')).toHaveAttribute('href', found.news);
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}&kind=news$`));
    // The search loaded Pagefind's code and index from our origin, nothing of the old index.
    expect(requested).toContain('/pagefind/pagefind.js');
    expect(requested.filter((path) => path.endsWith('search-index.json'))).toEqual([]);

    await results.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${found.news}$`));
    await expect(page.getByRole('article').first()).toContainText(/payout/i);
    // Plain documents: no client-router payload was asked for on any page.
    expect(requested.filter((path) => path.endsWith('.txt'))).toEqual([]);
  });

  test('allows WebAssembly only on the page that searches', async ({ request }) => {
    const policyOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    };
    expect(await policyOf('/help-center/')).toMatch(/script-src 'self' 'wasm-unsafe-eval' /);
    for (const path of ['/', '/products/', found.help, found.news]) {
      expect(await policyOf(path)).not.toContain('wasm-unsafe-eval');
    }
  });
});
