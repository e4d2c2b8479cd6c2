// The campaign journey with JavaScript off: no visit is recorded and nothing is measured, and the
// demo request still reaches the endpoint (posted by the browser itself) with its form id, page
// and the privacy notice version. tests/e2e/measurement.spec.ts runs the same journey with scripts.
import { existsSync } from 'node:fs';
import { expect, test } from './support/test';
import { analyticsPort, leadSiteOrigin } from './support/ports';
import { newToken, receivedFor } from './support/forms';
import {
  arriveFromLinkedIn,
  fillDemoRequest,
  hostileLandings,
  hostileParts,
  landingPath,
  subscribeInFooter,
} from './support/journey';

test.skip(
  !process.env.CI && !existsSync('out-e2e/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);
test.use({ baseURL: leadSiteOrigin });

test('from a campaign link to a demo request: the lead has its form id and page', async ({
  page,
  request,
  context,
}) => {
  const token = newToken();
  const measured: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`:${analyticsPort}/`)) measured.push(r.url());
  });
  await arriveFromLinkedIn(page, `${leadSiteOrigin}${landingPath}`);
  await page.getByRole('link', { name: 'Discover More' }).first().click();
  await page.waitForURL('**/request-for-demo/');
  const form = await fillDemoRequest(page, `Priya Nair ${token}`);
  await form.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(`${leadSiteOrigin}/thank-you/`);
  const [lead, ...more] = await receivedFor(request, token);
  expect(more).toHaveLength(0);
  expect(lead?.body).toMatchObject({
    formId: 'demo-request',
    page: '/request-for-demo/',
    privacyNoticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expect(
    Object.keys(lead?.body ?? {}).filter((name) => /^utm_|landing|referrer/.test(name)),
  ).toEqual([]);
  expect(measured).toEqual([]);
  expect(await context.cookies()).toEqual([]);
});

test('from a page no route serves, a newsletter sign-up says page /404 and consent, nothing of its address', async ({
  page,
  request,
}) => {
  const token = newToken();
  await page.goto(hostileLandings[0]!);
  await subscribeInFooter(page, token);
  await expect(page).toHaveURL(`${leadSiteOrigin}/thank-you/`);
  const [lead] = await receivedFor(request, token);
  expect(lead?.body).toMatchObject({
    formId: 'footer-newsletter',
    page: '/404',
    consent: 'true',
    privacyNoticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  for (const part of hostileParts) expect(JSON.stringify(lead?.body)).not.toContain(part);
});
