import { expect, test } from './support/test';
import { reachFor } from './support/forms';
import { customerTestimonials } from '../unit/fixtures/shared-items';
import { startCarousel, settled, fullyVisibleSlides } from './support/carousel';

// Autoplaying carousels stay still under reduced motion, so slides can be counted.
test.use({ reducedMotion: 'reduce' });

const path = '/home-fourteen/';

test.describe('home fourteen (digital marketing)', () => {
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
});
