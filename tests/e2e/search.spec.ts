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

  test('shows five results, fetches the next ones only when asked, and never refetches', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\.pf_(fragment|index)$/.test(pathname)) fetched.push(pathname);
    });
    await page.goto('/help-center/');
    const field = page.getByRole('searchbox', { name: 'Search the help center' });
    const status = page.getByRole('status');
    const results = page.getByRole('list', { name: 'Search results' });
    const fragments = () => fetched.filter((path) => path.endsWith('.pf_fragment'));
    await field.fill('loan');
    await field.press('Enter');
    await expect(status).toContainText(/\d\d+ results match “loan”/);
    await expect(results.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText(/^Showing 5 of \d+$/)).toBeVisible();
    // One fragment per result shown (each one's title, kind and excerpt), none for the rest.
    expect(fragments()).toHaveLength(5);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(results.getByRole('listitem')).toHaveCount(10);
    await expect(results.getByRole('link').nth(5)).toBeFocused();
    expect(fragments()).toHaveLength(10);
    for (const item of await results.getByRole('listitem').all()) {
      await expect(item.locator('mark').first()).toHaveText(/loan/i);
    }
    // Narrowing the same query to one kind loads its filter, not the index or a shown result again.
    const before = fetched.length;
    await page.getByRole('radio', { name: 'Help article' }).check();
    await expect(page).toHaveURL(/\?q=loan&kind=help$/);
    await expect(results.getByRole('listitem').first()).toContainText('Help article');
    expect(fetched.slice(before).filter((path) => path.endsWith('.pf_index'))).toEqual([]);
    expect(new Set(fetched).size).toBe(fetched.length);
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
