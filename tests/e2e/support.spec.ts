import { expect, test, type Page } from './support/test';
import { exportedPages } from './support/pages';
import { overlappingText, sidewaysOverflow } from '../engines/checks';

/** Follows a link and checks it lands on a real page (status 200 and one h1). */
async function followsTo(page: Page, name: string | RegExp, path: RegExp) {
  await page.getByRole('main').getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('h1')).toHaveCount(1);
}

test.describe('products page', () => {
  test('shows the suites in detail and its links land on real pages', async ({ page }) => {
    await page.goto('/products/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Complete solution for Small Finance Bank, NBFC, Nidhi, Cooperative Society, MFI & CDL',
    );
    await expect(
      page.getByRole('heading', { name: 'Why lenders run their business on Finorbit' }),
    ).toBeVisible();
    for (const service of ['Loan origination', 'Loan management system', 'Accounts and finance']) {
      await expect(page.getByText(service, { exact: true }).first()).toBeVisible();
    }
    const suites = page.locator('#suites');
    await expect(suites.locator('li[id^="suite-"]')).toHaveCount(9);
    await suites
      .getByRole('navigation', { name: 'Product suites' })
      .getByRole('link', { name: 'Microfinance suite' })
      .click();
    await expect(page).toHaveURL(/#suite-microfinance$/);
    await expect(page.locator('#suite-microfinance')).toBeInViewport();
    await expect(page.locator('#suite-microfinance')).toContainText('live agent tracking');

    // Artwork is ours, sized, and actually loads.
    const art = page.getByRole('img', { name: /Loan application screen/ });
    await art.scrollIntoViewIfNeeded();
    await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(560);

    await followsTo(page, 'Read success stories', /\/casestudy\/$/);
  });

  test('is in the header navigation and marked as the current page', async ({ page, isMobile }) => {
    await page.goto('/products/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
      await menu.getByRole('link', { name: 'Success Stories' }).click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await nav.getByRole('link', { name: 'Success Stories' }).click();
    }
    await expect(page).toHaveURL(/\/casestudy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('We Succeed');
  });
});

test.describe('success stories page', () => {
  test('tells both case studies with their figures and the founder quote', async ({ page }) => {
    await page.goto('/casestudy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Successful Enabler of Digital Transformation - We Succeed',
    );
    const finance = page.getByRole('article', { name: /2-3 days to 15 minutes/ });
    await expect(finance.getByText('15 min', { exact: true })).toBeVisible();
    await expect(finance.getByRole('heading', { name: 'The challenge' })).toBeVisible();
    await expect(finance).toContainText(/operating costs/i);
    const coop = page.getByRole('article', { name: /migrated in 50 days/ });
    await expect(coop.getByText('50 days', { exact: true })).toBeVisible();
    const founder = page.getByRole('region', { name: 'From our founder' });
    await expect(founder).toContainText('Anand Menon');
    await expect(founder).toContainText('Founder and CEO');
    await followsTo(page, 'Explore the products', /\/products\/$/);
  });

  test(
    'old /pricing and /services links land on the new pages',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/pricing');
      await expect(page).toHaveURL(/\/casestudy\/$/);
      await page.goto('/services');
      await expect(page).toHaveURL(/\/products\/$/);
    },
  );
});

test.describe('single service page', () => {
  test('shows the services with artwork and its calls to action work', async ({ page }) => {
    await page.goto('/single-service/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality Software Services');
    for (const title of [
      'A go-live plan your branches can trust',
      'Connected to the partners you already use',
      'Support that answers in your working day',
    ]) {
      const region = page.getByRole('region', { name: title });
      const img = region.getByRole('img');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(560);
    }
    await followsTo(page, 'Request a demo', /\/request-for-demo\/$/);
  });
});

test.describe('help center', () => {
  test('a topic tab clicked right after load shows its panel, before or after hydration', async ({
    page,
  }) => {
    await page.goto('/help-center/');
    const region = page.getByRole('region', { name: 'Browse by topic' });
    // No wait for the island: the tab is a link to its panel, which CSS :target shows (the
    // selector holds before and after the island gives it role=tab).
    await region.locator('a[href="#topics-payments-query"]').click();
    const panel = page.locator('#topics-payments-query');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /UPI collection is missing/ })).toBeVisible();
    await expect(page.locator('#topics-all-documentation')).toBeHidden();
    // The island takes over on the same panel: nothing moves, the tab is selected.
    await expect(region.locator('[data-enhanced]')).toBeAttached();
    await expect(region.getByRole('tab', { name: 'Payments Query' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Payments Query');
  });

  test('topic tabs are WAI-ARIA tabs once hydrated: click, arrow keys, Home/End', async ({
    page,
  }) => {
    await page.goto('/help-center/');
    // What the island adds (roles, roving focus, keys) needs the island.
    await expect(
      page.locator('[data-enhanced]').filter({ has: page.getByRole('tablist') }),
    ).toBeAttached();
    const tablist = page.getByRole('tablist', { name: 'Browse by topic' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(8);
    await expect(tabs.first()).toHaveText('All Documentation');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('All Documentation');

    const payments = tablist.getByRole('tab', { name: 'Payments Query' });
    await payments.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await payments.click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('Payments Query');
    await expect(panel.getByRole('link', { name: /UPI collection is missing/ })).toBeVisible();
    // The click is taken over: no jump to the fragment, the address names the panel.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page).toHaveURL(/#topics-payments-query$/);

    await page.keyboard.press('ArrowDown');
    await expect(tablist.getByRole('tab', { name: 'Setup or Installment' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Setup or Installment');
    await page.keyboard.press('End');
    await expect(tablist.getByRole('tab', { name: 'Legal Support' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await expect(tablist.getByRole('tab', { name: 'All Documentation' })).toBeFocused();

    await page.getByRole('tab', { name: 'Security Issues' }).click();
    const first = page.getByRole('tabpanel').getByRole('link').first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/help-center\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('the tab a link names is selected on arrival', async ({ page }) => {
    await page.goto('/help-center/#topics-legal-support');
    await expect(page.locator('#topics-legal-support')).toBeVisible();
    await expect(
      page.locator('[data-enhanced]').filter({ has: page.getByRole('tablist') }),
    ).toBeAttached();
    await expect(page.getByRole('tab', { name: 'Legal Support' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Legal Support');
  });

  test(
    'search finds a known article, reports no match and explains an empty query',
    { tag: '@any-width' },
    async ({ page }) => {
      // Pagefind's code and index load when the visitor reaches for the field, not with the page.
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/pagefind/pagefind.js')) indexRequests.push(request.url());
      });
      await page.goto('/help-center/');
      await page.waitForLoadState('networkidle');
      expect(indexRequests).toEqual([]);

      const field = page.getByRole('searchbox', { name: 'Search the help center' });
      const status = page.getByRole('status');
      // Required (spec): an empty search does nothing but say what to type.
      await expect(field).toHaveAttribute('required', '');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(status).toContainText('Type a word or two to search');
      await expect(page).toHaveURL(/\/help-center\/$/);
      expect(indexRequests).toEqual([]);

      await page.getByRole('radio', { name: 'Help article' }).check();
      await field.fill('eNACH mandate');
      await field.press('Enter');
      await expect(status).toContainText(/(1 result matches|\d+ results match) “eNACH mandate”/);
      expect(indexRequests).toHaveLength(1);
      const results = page.getByRole('list', { name: 'Search results' });
      await expect(results.getByRole('link').first()).toHaveText(
        'Setting up NACH and eNACH mandates end to end',
      );
      await expect(page).toHaveURL(/\?q=eNACH\+mandate&kind=help$/);

      await field.fill('Crédit BUREAU');
      await field.press('Enter');
      await expect(status).toContainText(/\d+ results? match(es)?/);
      await expect(results.getByRole('link').first()).toBeVisible();

      await field.fill('cryptocurrency zanzibarite');
      await field.press('Enter');
      await expect(status).toContainText('Nothing matches “cryptocurrency zanzibarite”');
      await expect(results).toHaveCount(0);
      expect(indexRequests).toHaveLength(1);

      await page.getByRole('button', { name: 'UPI settlement' }).click();
      await expect(field).toHaveValue('UPI settlement');
      await results
        .getByRole('link', { name: /UPI collection is missing/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/help-center\/upi-settlement-mismatch\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'UPI collection is missing',
      );
    },
  );

  test(
    'search finds an article by a word only its body has, and opens it',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/help-center/');
      const field = page.getByRole('searchbox', { name: 'Search the help center' });
      // "dormant" is in the IMPS/NEFT article's body, not in any title or excerpt.
      await page.getByRole('radio', { name: 'Help article' }).check();
      await field.fill('dormant');
      await field.press('Enter');
      await expect(page.getByRole('status')).toContainText('1 result matches “dormant”');
      await page.getByRole('list', { name: 'Search results' }).getByRole('link').click();
      await expect(page).toHaveURL(/\/help-center\/imps-neft-disbursement-failed\/$/);
      await expect(page.getByRole('article')).toContainText(/dormant/i);
    },
  );

  test('a ?q= link shows its results on load', { tag: '@any-width' }, async ({ page }) => {
    await page.goto('/help-center/?q=restore&kind=help');
    await expect(page.getByRole('searchbox')).toHaveValue('restore');
    await expect(page.getByRole('radio', { name: 'Help article' })).toBeChecked();
    await expect(page.getByRole('status')).toContainText(
      /(1 result matches|\d+ results match) “restore”/,
    );
    const links = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/help-center\/[a-z0-9-]+\/$/);
  });

  test(
    'every topic and article is in the pre-rendered HTML',
    { tag: '@any-width' },
    async ({ request }) => {
      const html = await (await request.get('/help-center/')).text();
      for (const text of [
        'Legal Support',
        'Brand Creation',
        'Key fact statements and the fair practices code',
        'Registering your SMS sender ID and email domain',
        'Search the help center',
      ]) {
        expect(html).toContain(text);
      }
      // The old full-text index is gone; Pagefind's bundle is there.
      expect((await request.get('/help-center/search-index.json')).status()).toBe(404);
      expect((await request.get('/pagefind/pagefind.js')).ok()).toBe(true);
    },
  );
});

test.describe('a help article', () => {
  test('has the guide, related articles, quick support and a way back', async ({ page }) => {
    await page.goto('/help-center/nach-mandate-setup/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NACH and eNACH mandates');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(8);
    await article
      .getByRole('navigation', { name: 'In this article' })
      .getByRole('link', { name: /Handle returns/ })
      .click();
    await expect(page).toHaveURL(/#handle-returns-and-bounced-emis$/);
    await expect(page.locator('#handle-returns-and-bounced-emis')).toBeInViewport();

    const aside = page.getByRole('complementary', { name: 'More help' });
    await expect(aside.getByRole('link', { name: /Email support/ })).toHaveAttribute(
      'href',
      'mailto:support@finorbit.in',
    );
    await expect(aside.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+91/);
    await expect(aside.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(aside.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(aside.getByRole('link', { name: /RBI returns/ })).toHaveAttribute(
      'href',
      '/help-center/rbi-returns/',
    );

    await page.getByRole('link', { name: 'Back to Help Center' }).click();
    await expect(page).toHaveURL(/\/help-center\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('How can we help');
  });

  test(
    'the spec’s /help-center-details/ lands on the guide it showed',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/help-center-details/');
      await expect(page).toHaveURL(/\/help-center\/nach-mandate-setup\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'NACH and eNACH mandates',
      );
    },
  );

  test('no page of out/ overflows the viewport sideways or draws text over text', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'at 375 px, where a wide table or word would push the page');
    // Every page, not a sample: any Markdown table or long word a writer adds is checked too
    // (Gecko and WebKit sweep the same list with the same checks, tests/engines/).
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of exportedPages('out')) {
      await page.goto(path);
      const overflow = await page.evaluate(sidewaysOverflow);
      if (overflow > 0) problems.push(`${path} ${overflow} px`);
      for (const overlap of await page.evaluate(overlappingText))
        problems.push(`${path} ${overlap}`);
    }
    expect(problems).toEqual([]);
  });
});
