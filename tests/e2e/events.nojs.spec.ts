// Events and webinars with JavaScript off (out-e2e/, built with the loopback lead endpoint): the
// listing (upcoming first, then past, 12 a page), an upcoming event's page whose registration the
// browser posts by itself with the event's id, and a past event's page with no form.
import { existsSync } from 'node:fs';
import { expect, test } from './support/test';
import { leadEndpoint, leadSiteOrigin } from './support/ports';
import { newToken, receivedFor } from './support/forms';

test.skip(
  !process.env.CI && !existsSync('out-e2e/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);
test.use({ baseURL: leadSiteOrigin });

const upcoming = '/events/co-lending-with-banks-webinar/';
const past = '/events/nbfc-summit-mumbai-2026/';

test('the listing: upcoming events soonest first, then past ones, twelve a page', async ({
  page,
}) => {
  await page.goto('/events/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Webinars, conferences and meet-ups',
  );
  const coming = page.locator('main h2', { hasText: 'Coming up' }).locator('..');
  await expect(coming.getByRole('heading', { level: 3 })).toHaveText([
    'Co-lending with banks: running the 80:20 book on one system',
    'Branch operations meet-up, Lucknow: collections and day-end',
  ]);
  await expect(coming.getByText('Thu, 10 Dec 2026')).toBeVisible();
  await expect(coming.getByText('15:00–16:15 IST')).toBeVisible();
  await expect(coming.getByText('Online', { exact: true })).toBeVisible();
  await expect(coming.getByText('Lucknow', { exact: true })).toBeVisible();
  // Three events fill one page of twelve: no page navigation.
  await expect(page.getByRole('navigation', { name: 'Events pages' })).toHaveCount(0);
  const earlier = page.locator('main h2', { hasText: 'Past events' }).locator('..');
  await earlier.getByRole('link', { name: /NBFC Summit 2026/ }).click();
  await expect(page).toHaveURL(`${leadSiteOrigin}${past}`);
  // The later pages' folder always holds a page (a static export cannot build an empty one): the
  // first page again, which no link leads to and search engines are told not to index.
  await page.goto('/events/page/1/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('an upcoming event: when, where, speakers, calendar file, and a registration posted without scripts', async ({
  page,
  request,
}) => {
  await page.goto(upcoming);
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Co-lending with banks: running the 80:20 book on one system',
  );
  await expect(main.getByText('15:00–16:15 IST')).toBeVisible();
  await expect(main.getByText(/Zoom webinar/)).toBeVisible();
  await expect(main.getByText('Anjali Menon')).toBeVisible();
  const calendar = main.getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('href', `${upcoming}event.ics`);
  const ics = await request.get(`${upcoming}event.ics`);
  expect(ics.ok()).toBe(true);
  expect(await ics.text()).toContain('DTSTART:20261210T093000Z\r\n');
  await expect(main.getByText('This event took place on')).toHaveCount(0);

  const token = newToken();
  const form = page.getByRole('form', {
    name: 'Register for Co-lending with banks: running the 80:20 book on one system',
  });
  await expect(form).toHaveAttribute('action', leadEndpoint);
  await form.getByRole('textbox', { name: 'Full name' }).fill(`Kavita Rao ${token}`);
  await form.getByRole('textbox', { name: 'Work email' }).fill('kavita@sahayogfinance.in');
  await form.getByRole('textbox', { name: 'Organisation' }).fill('Sahayog Finance');
  await form.getByRole('checkbox', { name: /future events/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${leadSiteOrigin}/thank-you/`);
  const [sent, ...more] = await receivedFor(request, token);
  expect(more).toHaveLength(0);
  expect(sent?.body).toMatchObject({
    // The event's id: its file's name.
    formId: 'event:co-lending-with-banks-webinar',
    page: upcoming,
    name: `Kavita Rao ${token}`,
    email: 'kavita@sahayogfinance.in',
    company: 'Sahayog Finance',
    consent: 'true',
    privacyNoticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    _gotcha: '',
  });
});

test('a past event: "This event took place on", the recording, no form', async ({ page }) => {
  await page.goto(past);
  const main = page.locator('main');
  await expect(main.getByText('This event took place on 17 Sep 2026.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@finorbit/videos',
  );
  await expect(main.locator('form')).toHaveCount(0);
  await expect(main.getByText('Jio World Convention Centre')).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = data
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Event');
  expect(event).toMatchObject({
    startDate: '2026-09-17T10:00+05:30',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', address: { addressLocality: 'Mumbai' } },
  });
});
