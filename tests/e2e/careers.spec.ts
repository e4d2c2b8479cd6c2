import { expect, test } from './support/test';

test.describe('career page', () => {
  test('lists the open positions; a card’s title and its Apply Now open that opening', async ({
    page,
  }) => {
    await page.goto('/career/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career');
    const positions = page.getByRole('region', { name: 'Find the role that fits you' });
    await expect(positions.getByRole('article')).toHaveCount(7);
    await expect(positions.getByText('Credit Risk Analyst')).toHaveCount(0); // closed
    for (const salary of ['$35k - $38k', '$35k - $45k', '$25k - $35k', '$55k - $62k']) {
      await expect(positions.getByText(salary).first()).toBeVisible();
    }
    const perks = page.getByRole('region', { name: /Good work/ });
    for (const perk of ['Remote working', 'Flexible hours', 'Friendly team', 'Medical insurance']) {
      await expect(perks.getByRole('heading', { name: perk })).toBeVisible();
    }
    await positions
      .getByRole('link', { name: 'Apply Now for QA Engineer, Lending Workflows' })
      .click();
    await expect(page).toHaveURL(/\/career\/qa-engineer-lending\/#apply$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'QA Engineer, Lending Workflows',
    );
    await expect(page.getByRole('form', { name: /Apply for QA Engineer/ })).toBeInViewport();

    await page.goto('/career/');
    await positions.getByRole('link', { name: 'Customer Success Manager', exact: true }).click();
    await expect(page).toHaveURL(/\/career\/customer-success-manager\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Success Manager');
  });
});

test.describe('a job opening', () => {
  test('shows the role from its Markdown, its overview, and Apply now scrolls to the form', async ({
    page,
  }) => {
    await page.goto('/career/senior-backend-developer/');
    const header = page.locator('section', { has: page.locator('h1') });
    await expect(header.getByRole('img', { name: 'Finorbit logo' })).toBeVisible();
    await expect(header.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(header).toContainText('London, United Kingdom');
    await expect(header).toContainText('$55k - $62k');
    for (const name of ['Job Responsibilities', 'Job Requirements', 'Skill & Experience']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const overview = page.getByRole('complementary', { name: 'Job Overview' });
    for (const text of [
      'Senior Backend Developer',
      '50 hours',
      '$15 - $25 an hour',
      '$55k - $62k a year',
      'Hybrid - Full Time',
      '6+ years, 3 in banking or payments',
      '28 Feb 2027',
    ]) {
      await expect(overview.getByText(text, { exact: true })).toBeVisible();
    }
    await overview.getByRole('link', { name: /^Apply now/ }).click();
    await expect(page).toHaveURL(/#apply$/);
    const form = page.getByRole('form', { name: 'Apply for Senior Backend Developer' });
    await expect(form).toBeInViewport();
    await expect(form.getByRole('textbox', { name: 'Full name' })).toBeVisible();
  });

  test('a closed opening is still there, says so, and offers the open positions', async ({
    page,
  }) => {
    await page.goto('/career/credit-risk-analyst/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credit Risk Analyst');
    await expect(page.getByRole('note')).toContainText('This opening has closed');
    await expect(page.getByRole('form')).toHaveCount(0);
    await page.getByRole('link', { name: 'See open positions' }).click();
    await expect(page).toHaveURL(/\/career\/$/);
  });

  test(
    'the old career-single.html and the spec’s /single-career/ land on the opening',
    { tag: '@any-width' },
    async ({ page }) => {
      for (const old of ['/career-single.html', '/single-career/']) {
        await page.goto(old);
        await expect(page).toHaveURL(/\/career\/senior-backend-developer\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Senior Backend Developer',
        );
      }
    },
  );
});

test.describe('news list', () => {
  test(
    'shows 12 cards (2 featured) per page; pagination moves, marks the page and stops at the ends',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/news/');
      const list = page.getByRole('region', { name: 'Latest articles' });
      const pager = page.getByRole('navigation', { name: 'News pages' });
      const seen = new Set<string>();

      for (const n of [1, 2, 3]) {
        await expect(page.getByRole('article')).toHaveCount(12);
        await expect(
          page.getByRole('list', { name: 'Featured articles' }).getByRole('article'),
        ).toHaveCount(2);
        await expect(pager.getByRole('link', { name: `Page ${n}` })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(pager.locator('[aria-current="page"]')).toHaveCount(1);
        for (const title of await page.getByRole('article').locator('h3').allTextContents()) {
          expect(seen.has(title), `${title} appears on one page only`).toBe(false);
          seen.add(title);
        }
        if (n === 1) {
          await expect(list).toBeVisible();
          await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);
          await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
        }
        if (n < 3) {
          await pager.getByRole('link', { name: /Next/ }).click();
          await expect(page).toHaveURL(new RegExp(`/news/page/${n + 1}/$`));
        }
      }
      await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
      await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
      expect(seen.size).toBe(36);

      await pager.getByRole('link', { name: /Previous/ }).click();
      await expect(page).toHaveURL(/\/news\/page\/2\/$/);
      await pager.getByRole('link', { name: 'Page 1' }).click();
      await expect(page).toHaveURL(/\/news\/$/);
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  test(
    'a category chip shows only that category’s cards and marks the chip',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/news/');
      const chips = page.getByRole('navigation', { name: 'Article categories' });
      for (const label of [
        'Marketing',
        'Sales',
        'Design',
        'Development',
        'Product Design',
        'Customers',
        'Agency',
        'Investors',
        'Research',
      ]) {
        await expect(chips.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await chips.getByRole('link', { name: 'Marketing', exact: true }).click();
      await expect(page).toHaveURL(/\/news\/category\/marketing\/$/);
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) {
        await expect(card.locator('p').first()).toHaveText('Marketing');
      }
      await expect(chips.locator('[aria-current]')).toHaveText('Marketing');

      await chips.getByRole('link', { name: 'Investors' }).click();
      await expect(page).toHaveURL(/\/news\/category\/investors\/$/);
      for (const card of await page.getByRole('article').all()) {
        await expect(card.locator('p').first()).toHaveText('Investors');
      }
      await chips.getByRole('link', { name: 'All articles' }).click();
      await expect(page).toHaveURL(/\/news\/$/);
      await expect(page.getByRole('article')).toHaveCount(12);
    },
  );

  test(
    'listing pages are complete without JavaScript (pre-rendered)',
    { tag: '@any-width' },
    async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/news/page/3/');
      await expect(page.getByRole('article')).toHaveCount(12);
      await expect(
        page.getByRole('navigation', { name: 'News pages' }).getByRole('link', { name: 'Page 3' }),
      ).toHaveAttribute('aria-current', 'page');
      await page.goto('/news/category/research/');
      await expect(page.getByRole('article')).toHaveCount(4);
      await context.close();
    },
  );

  test('a card opens its own article, and the article leads back to /news/', async ({ page }) => {
    await page.goto('/news/');
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /15 minutes/ })
      .click();
    await expect(page).toHaveURL(/\/news\/finance-company-15-minutes\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('15 minutes');
    await expect(page.getByRole('complementary', { name: 'From our founder' })).toContainText(
      'Anand Menon',
    );
    await expect(page.locator('article blockquote')).toContainText('fifteen minutes');
    await expect(page.getByPlaceholder('Enter your email').first()).toBeVisible();
    const related = page.getByRole('region', { name: 'Related articles' });
    await expect(related.getByRole('article')).toHaveCount(3);
    await related.getByRole('link', { name: 'View All Article' }).click();
    await expect(page).toHaveURL(/\/news\/$/);
    await expect(page.getByRole('article')).toHaveCount(12);
  });
});
