import { expect, test } from './support/test';
import { tabsEnhanced } from './support/widgets';
import { customerTestimonials } from '../../content/shared/testimonials';
import { startCarousel, settled, fullyVisibleSlides } from './support/carousel';

test.use({ reducedMotion: 'reduce' });

const path = '/home-fifteen/';
const title = 'Finorbit Lending Summit: the future of lending in Bharat';

test.describe('home fifteen (lending summit)', () => {
  test('the absolute header leaves the h1 and calls to action visible, then sticks after 80 px', async ({
    page,
  }) => {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(title);
    const header = page.locator('header').first();
    const headerBox = (await header.boundingBox())!;
    const hero = page.getByRole('region', { name: title });
    for (const target of [
      h1,
      hero.getByText('22-23 November', { exact: false }).first(),
      hero.getByRole('link', { name: 'Register Now' }),
      hero.getByRole('link', { name: 'Download PDF' }),
    ]) {
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    }
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    const stuck = (await header.boundingBox())!;
    expect(stuck.y).toBe(0);
    await expect(header.getByRole('link').first()).toBeVisible();
  });

  test('hero calls to action land on sign up and the demo request', async ({ page }) => {
    await page.goto(path);
    const hero = page.getByRole('region', { name: title });
    await hero.getByRole('link', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/signup\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your free trial');
    await page.goto(path);
    await page
      .getByRole('region', { name: title })
      .getByRole('link', { name: 'Download PDF' })
      .click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'See Finorbit run your lending day',
    );
  });

  test('upcoming events show 3, 5 and 7 days left; the countdown is fixed text', async ({
    page,
  }) => {
    await page.goto(path);
    const events = page.getByRole('region', { name: 'Meet us before the summit' });
    for (const days of ['3 days left', '5 days left', '7 days left']) {
      await expect(events.getByText(days, { exact: true })).toBeVisible();
    }
    const countdown = page.getByRole('region', { name: 'The summit starts soon' });
    for (const value of ['36', '19', '48', '16']) {
      await expect(countdown.getByText(value, { exact: true })).toBeVisible();
    }
    await page.waitForTimeout(1100);
    await expect(countdown.getByText('16', { exact: true })).toBeVisible();
  });

  test('schedule opens on Day-1 and switches days; brochure goes to the demo request', async ({
    page,
  }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Four days of sessions and workshops' });
    await tabsEnhanced(region); // roles, roving focus and arrow keys come with the island
    const tabs = region.getByRole('tab');
    await expect(tabs).toHaveText(['Day-1', 'Day-2', 'Day-3', 'Day-4']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(region.getByRole('tabpanel')).toContainText('Opening keynote');
    await region.getByRole('tab', { name: 'Day-3' }).click();
    await expect(region.getByRole('tab', { name: 'Day-3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(region.getByRole('tabpanel')).toContainText('RBI returns straight from live data');
    await expect(region.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(region.getByRole('tab', { name: 'Day-4' })).toBeFocused();
    await expect(region.getByRole('tabpanel')).toContainText('launching a digital gold loan');
    await region.getByRole('link', { name: 'Download Brochure' }).click();
    await expect(page).toHaveURL(/\/request-for-demo\/$/);
  });

  test('ticket prices, the VAT note and Purchase Now to contact', async ({ page }) => {
    await page.goto(path);
    const region = page.getByRole('region', { name: 'Choose your pass' });
    for (const name of ['Single day pass', 'Day Plan', 'VIP Seat with Food']) {
      await expect(region.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(region.getByText('$180', { exact: true })).toHaveCount(2);
    await expect(region.getByText('$250', { exact: true })).toBeVisible();
    await expect(region.getByText('Prices exclude 25% VAT')).toBeVisible();
    await region.getByRole('link', { name: 'Purchase Now' }).first().click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });

  test('testimonials: one per view and the dots move the carousel', async ({ page }) => {
    const count = customerTestimonials.length;
    await page.goto(path);
    const carousel = page.getByRole('group', {
      name: 'What last year’s attendees say',
      exact: true,
    });
    await startCarousel(carousel);
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual([`1 of ${count}`]);
    await carousel.getByRole('button', { name: `Show slide 3 of ${count}` }).click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual([`3 of ${count}`]);
    await expect(
      carousel.getByRole('button', { name: `Show slide 3 of ${count}` }),
    ).toHaveAttribute('aria-current', 'true');
    await settled(carousel);
    await carousel.getByRole('button', { name: `Show slide 1 of ${count}` }).click();
    await expect.poll(() => fullyVisibleSlides(carousel)).toEqual([`1 of ${count}`]);
  });

  test('blog teasers, sponsors and speakers', async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole('region', { name: 'Meet the speakers' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);
    await expect(
      page.getByRole('region', { name: 'Our sponsors and partners' }).locator('img'),
    ).toHaveCount(8);
    const blog = page.getByRole('region', { name: 'Read before you come' });
    await blog.locator('a[href^="/news/"]:not([href="/news/"])').first().click();
    await expect(page).toHaveURL(/\/news\/[a-z0-9-]+\/$/);
    await page.goBack();
    await page
      .getByRole('region', { name: 'Read before you come' })
      .getByRole('link', { name: 'Read all news' })
      .click();
    await expect(page).toHaveURL(/\/news\/$/);
  });
});
