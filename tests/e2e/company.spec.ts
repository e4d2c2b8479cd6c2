import { expect, test, type Page } from './support/test';

/** Resolves once Swiper has finished moving (clicks during a transition are ignored by design). */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page
        .locator('#testimonials-carousel .swiper')
        .evaluate(
          (el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
        ),
    )
    .toBe(false);
}

/** Slides of the company testimonial carousel that are at least half inside its viewport. */
async function visibleSlides(page: Page): Promise<string[]> {
  return page.locator('#testimonials-carousel').evaluate((region) => {
    const box = region.querySelector('.swiper')!.getBoundingClientRect();
    return [...region.querySelectorAll<HTMLElement>('.swiper-slide')]
      .filter((slide) => {
        const r = slide.getBoundingClientRect();
        const overlap = Math.min(r.right, box.right) - Math.max(r.left, box.left);
        return overlap > r.width / 2;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

test.describe('company page', () => {
  test('shows the story, four recognitions, four statistics and the timeline', async ({ page }) => {
    await page.goto('/company/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('customer experience');
    const story = page.locator('#story');
    await expect(
      story.getByRole('heading', { name: 'Together we start our Journey.' }),
    ).toBeVisible();
    await expect(story.locator('img')).toHaveCount(4);
    for (const value of ['400K+', '25M+', '30%', '8 years']) {
      await expect(story.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Timeline' })).toBeVisible();
  });

  test('testimonial slider shows 2 slides at 1280 px and 1 at 375 px and moves on next/prev', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/company/');
    const region = page.getByRole('group', { name: 'What our customers say', exact: true });
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.swiper-initialized')).toHaveCount(1);
    const expected = isMobile ? 1 : 2;
    await expect.poll(() => visibleSlides(page).then((s) => s.length)).toBe(expected);
    const before = await visibleSlides(page);
    expect(before[0]).toBe('1 of 4');

    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => visibleSlides(page).then((s) => s[0])).toBe('2 of 4');
    await settled(page);
    expect((await visibleSlides(page)).length).toBe(expected);

    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(page).then((s) => s[0])).toBe('1 of 4');
    await settled(page);

    // Loop: previous from the first slide wraps to the last.
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => visibleSlides(page).then((s) => s[0])).toBe('4 of 4');
  });

  test('testimonials carry the two case studies', async ({ page }) => {
    await page.goto('/company/');
    const region = page.getByRole('group', { name: 'What our customers say', exact: true });
    await expect(region).toContainText('2-3 days to 15 minutes');
    await expect(region).toContainText('migrated in 50 days');
  });
});

test.describe('contact page', () => {
  test('offers chat, email and phone with working link targets and the 24-hour promise', async ({
    page,
  }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByText('Let’s Connect').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(page.getByRole('link', { name: /^sales@/ })).toHaveAttribute(
      'href',
      /^mailto:sales@/,
    );
    await expect(page.getByRole('link', { name: /\+91 484/ }).first()).toHaveAttribute(
      'href',
      /^tel:\+91/,
    );
    await expect(page.getByText(/within 24 hours/)).toBeVisible();
  });
});

test.describe('coming soon page', () => {
  test('fills the screen with the logo, Notify Me to /contact/ and social links', async ({
    page,
  }) => {
    await page.goto('/coming-soon/');
    await expect(page.locator('header')).toHaveCount(0);
    const section = page.locator('main section');
    const height = await section.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    await expect(page.getByRole('link', { name: /home$/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await page.getByRole('link', { name: 'Notify Me' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });
});
