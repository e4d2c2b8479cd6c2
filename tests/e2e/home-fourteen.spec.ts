import { expect, test } from './support/test';
import { linkEnhanced } from './support/widgets';
import { reachFor } from './support/forms';
import { customerTestimonials } from '../../content/shared/testimonials';
import { startCarousel, settled, fullyVisibleSlides } from './support/carousel';

// Autoplaying carousels stay still under reduced motion, so slides can be counted.
test.use({ reducedMotion: 'reduce' });

const path = '/home-fourteen/';
const title = 'Grow your loan book with marketing that speaks borrower';

test.describe('home fourteen (digital marketing)', () => {
  test('has one h1 and hero calls to action that land on real pages', async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const hero = page.getByRole('region', { name: title });
    await hero.getByRole('link', { name: 'Download Now' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('How It Works opens the video lightbox and loads nothing before the click', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    const link = page.getByRole('link', { name: 'How It Works' });
    await linkEnhanced(link); // the lightbox is the island's; before it the link opens YouTube
    await link.click();
    await expect(page.locator('iframe[title="How It Works"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('brand logos: 3 per view at 375 px, 6 at 1280 px, Next slide moves on', async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    const carousel = page.getByRole('group', {
      name: 'Brands we market across India',
      exact: true,
    });
    await startCarousel(carousel);
    const expected = isMobile ? 3 : 6;
    await expect.poll(() => fullyVisibleSlides(carousel).then((s) => s.length)).toBe(expected);
    const before = await fullyVisibleSlides(carousel);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => fullyVisibleSlides(carousel).then((s) => s[0])).not.toBe(before[0]);
    await settled(carousel);
    expect((await fullyVisibleSlides(carousel)).length).toBe(expected);
  });

  test('four distinct services each open the service page', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', {
      name: 'Marketing services built for lending businesses',
    });
    const names = [
      'Paid Advertising',
      'Content Marketing',
      'Youtube Marketing',
      'Search Engine Optimisation',
    ];
    for (const name of names) {
      await expect(region.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await region.getByRole('link', { name: 'Youtube Marketing service' }).click();
    await expect(page).toHaveURL(/\/single-service\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality Software Services');
  });

  test('website test form has its fields and rejects an invalid address', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Test your Website' });
    const website = region.getByRole('textbox', { name: 'Website' });
    await expect(website).toBeVisible();
    await expect(region.getByRole('button', { name: 'Analyse Website' })).toBeVisible();
    await reachFor(region.getByRole('form'));
    await website.fill('not a website');
    await region.getByRole('button', { name: 'Analyse Website' }).click();
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(
      region.getByText('Please enter a valid web address', { exact: false }),
    ).toBeVisible();
  });

  test('the contact form sits beside the website test and validates on its own', async ({
    page,
  }) => {
    await page.goto(path);
    const contact = page.getByRole('form', { name: 'Contact us' });
    const websiteTest = page.getByRole('form', { name: 'Test your website' });
    await expect(
      page.getByRole('region', { name: 'Tell us about your next campaign' }),
    ).toContainText('A reply from a strategist');
    await reachFor(contact);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByLabel('First name')).toBeFocused();
    await expect(contact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(websiteTest.locator('[aria-invalid="true"]')).toHaveCount(0);
    const ids = await page.locator('form [id]').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('stats and the three steps read as the campaign says', async ({ page }) => {
    await page.goto(path);
    const stats = page.getByRole('region', { name: 'Results that speak for our team' });
    for (const text of [
      '250+',
      'Happy Customer',
      '540+',
      'Successful Project',
      '80+',
      'Team Member',
      '99%',
      'Customer Satisfaction',
    ]) {
      await expect(stats).toContainText(text);
    }
    for (const value of ['250+', '540+', '80+', '99%']) {
      await expect(stats.getByText(value, { exact: true }).first()).toBeVisible();
    }
    const steps = page.getByRole('region', { name: 'Three steps from plan to growth' });
    for (const name of ['Social Media Content Plan', 'Publishing & Execution', 'Measure & Scale']) {
      await expect(steps.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  });

  test('testimonials: one per view, next/previous loop, buttons to contact and integrations', async ({
    page,
  }) => {
    const count = customerTestimonials.length;
    await page.goto(path);
    const carousel = page.getByRole('group', { name: 'What our customers say', exact: true });
    await startCarousel(carousel);
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual([`1 of ${count}`]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual([`2 of ${count}`]);
    await settled(carousel);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual([`1 of ${count}`]);
    await settled(carousel);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual([`${count} of ${count}`]);

    const region = page.getByRole('region', { name: 'What our customers say' });
    await region.getByRole('link', { name: 'See Integrations' }).click();
    await expect(page).toHaveURL(/\/integrations\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Featured Integrations');
    await page.goBack();
    await page
      .getByRole('region', { name: 'What our customers say' })
      .getByRole('link', { name: 'Start a Project' })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('blog teaser links to the news list and an article; contact block offers chat, email and phone', async ({
    page,
  }) => {
    await page.goto(path);
    const blog = page.getByRole('region', { name: 'Marketing ideas for lenders' });
    await blog.getByRole('link', { name: 'Read all news' }).click();
    await expect(page).toHaveURL(/\/news\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.goBack();
    await page
      .getByRole('region', { name: 'Marketing ideas for lenders' })
      .locator('a[href^="/news/"]:not([href="/news/"])')
      .first()
      .click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Talk to our marketing team' })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Talk to our marketing team' });
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
  });
});
