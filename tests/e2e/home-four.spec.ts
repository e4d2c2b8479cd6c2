import { expect, test, type Page } from './support/test';

const path = '/home-four/';

/** Slides of the testimonial carousel whose box lies fully inside the carousel's viewport. */
async function slidesInView(page: Page): Promise<string[]> {
  return page.locator('#testimonials-carousel').evaluate((region) => {
    const box = region.querySelector('.swiper')!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('.swiper-slide')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

test.describe('home four (collections app)', () => {
  test('has its h1 and hero calls to action that land on real pages', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Collect every EMI in the field and post it to your ledger in seconds',
    );
    const hero = page.getByRole('region', { name: /post it to your ledger/ });
    await hero.getByRole('link', { name: 'Start a 14-day trial' }).click();
    await expect(page).toHaveURL(/\/signup\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your free trial');

    await page.goto(path);
    await page
      .getByRole('region', { name: /post it to your ledger/ })
      .getByRole('link', { name: 'Request a demo' })
      .click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );
  });

  test('pricing switches between monthly and yearly prices', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Simple plans for teams of every size' });
    const group = region.getByRole('group', { name: 'Billing period' });
    const monthly = group.getByRole('radio', { name: 'Monthly' });
    const yearly = group.getByRole('radio', { name: 'Yearly' });
    const pro = region.locator('li').filter({ has: page.getByRole('heading', { name: 'Pro' }) });

    await expect(monthly).toBeChecked();
    await expect(pro.getByText('$49', { exact: true })).toBeVisible();
    await expect(pro.getByText('$89', { exact: true })).toBeHidden();
    await expect(pro.getByText('per branch / month')).toBeVisible();

    await group.getByText('Yearly').click();
    await expect(yearly).toBeChecked();
    await expect(pro.getByText('$89', { exact: true })).toBeVisible();
    await expect(pro.getByText('$49', { exact: true })).toBeHidden();
    await expect(pro.getByText('per branch / year')).toBeVisible();

    // Arrow keys move between the native radios.
    await yearly.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(monthly).toBeChecked();
    await expect(pro.getByText('$49', { exact: true })).toBeVisible();
    await expect(pro.getByText('14-day free trial')).toBeVisible();
  });

  test('the monthly prices are in the HTML without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Simple plans for teams of every size' });
    await expect(region.getByText('$49', { exact: true })).toBeVisible();
    // The yearly price is in the HTML too, hidden until Yearly is chosen.
    await expect(region.getByText('$89', { exact: true })).toBeAttached();
    await expect(region.getByText('$89', { exact: true })).toBeHidden();
    await context.close();
  });

  test('FAQ opens one answer at a time', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Questions about the app' });
    const items = region.locator('details');
    await expect(items.first()).toHaveAttribute('open', '');
    await region.getByText('How does the 14-day trial work?').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.first()).not.toHaveAttribute('open', '');
    await expect(region.locator('details[open]')).toHaveCount(1);
  });

  test('testimonial slider shows 3 slides at 1280 px, 1 at 375 px, and Next moves it', async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    const region = page.getByRole('group', { name: 'What collection teams tell us', exact: true });
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.swiper-initialized')).toHaveCount(1);
    const expected = isMobile ? 1 : 3;
    await expect.poll(() => slidesInView(page).then((s) => s.length)).toBe(expected);
    expect((await slidesInView(page))[0]).toBe('1 of 5');

    await region.getByRole('button', { name: 'Next slide' }).click();
    // Poll until the transition has finished and the view holds whole slides again.
    await expect
      .poll(() => slidesInView(page))
      .toEqual(['2 of 5', '3 of 5', '4 of 5'].slice(0, expected));
  });

  test('has the contact form', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Plan your rollout with us' });
    await expect(region.getByRole('textbox').first()).toBeVisible();
    await expect(region.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
});
