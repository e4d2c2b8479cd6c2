// The campaign journey of the lead and measurement specs: a visitor on a referring site (LinkedIn,
// served by the test) clicks an ad link to a campaign landing page, then requests a demo.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { analyticsOrigin } from './ports';
import type { ReceivedEvent } from './analytics-endpoint';

// Plain http like the test site: a https page sends no referrer to http (strict-origin-when-cross-origin).
export const referrer = 'http://www.linkedin.com/feed/';
export const campaign = { utm_source: 'linkedin', utm_medium: 'paid', utm_campaign: 'fraud-q4' };
/** Labels someone built into the ad link that name a person: dropped before anything keeps them. */
export const personalLabels = { utm_content: 'jane.doe@bank.in', utm_term: '9876543210' };
export const landingPath = `/home-ten/?${new URLSearchParams({ ...campaign, ...personalLabels })}`;
/** The landing page's address as the measurement may send it: the campaign, no personal label. */
export const countedLandingPath = `/home-ten/?${new URLSearchParams(campaign)}`;

/** Labels that name a person in spellings a denylist of shapes let through (issue 52). */
export const hostileLabels = [
  'ABCDE1234F',
  '98765_43210',
  '98765,43210',
  '98765–43210',
  '९८७६५४३२१०',
  '９８７６５４３２１０',
  'jane.doe＠bank.in',
  'jane.doe(at)bank.in',
  'jane.doe&#64;bank.in',
  'jane.doe%2540bank.in',
];
/** What none of them, nor the path below, may leave anywhere, in any of its forms. */
export const hostileParts = [
  'jane.doe',
  'bank.in',
  '98765',
  '43210',
  'ABCDE1234F',
  '९८७६५',
  '９８７６５',
  '%2540',
];
/** A page no route serves, at an address that names a person (a crafted or mistyped link). */
export const personalPath = '/leads/jane.doe@bank.in/9876543210/';
const utm = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
/** Two landings on that page: the five campaign labels of each are hostile ones. */
export const hostileLandings = [0, 5].map(
  (from) =>
    `${personalPath}?${new URLSearchParams(utm.map((name, i) => [name, hostileLabels[from + i]!]))}`,
);
/** A visit record with the route /404 and no label: what each of them may keep. */
export const notFoundVisit = {
  landing_page: '/404',
  referrer_host: '',
  ...Object.fromEntries(utm.map((name) => [name, ''])),
};

/** Opens the referring page (answered by the test, no network) and follows its link to `href`. */
export async function arriveFromLinkedIn(page: Page, href: string) {
  await page.route(referrer, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Feed</title><a href="${href}">Stop fraud this quarter</a>`,
    }),
  );
  await page.goto(referrer);
  await page.getByRole('link').click();
  await page.waitForURL(href);
}

/** Fills the demo request's required fields (`name` carries the test's token). */
export async function fillDemoRequest(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Request a demo' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('priya@keralanidhi.in');
  await form.getByLabel('Budget').selectOption('under-20k');
  await form.getByLabel('Country').selectOption('IN');
  return form;
}

/** Subscribes to the newsletter in the page's footer with an address that carries `token`. */
export async function subscribeInFooter(page: Page, token: string) {
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder('Enter your email').fill(`news+${token}@nbfc.in`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  return footer;
}

/** The events the analytics stub received from this test's browser (its user agent's marker). */
export async function eventsOf(request: APIRequestContext, agent: string) {
  const response = await request.get(`${analyticsOrigin}/__events?agent=${agent}`);
  return (await response.json()) as ReceivedEvent[];
}

/** Waits until the stub has an event matching `match` from this test's browser. */
export async function eventArrives(
  request: APIRequestContext,
  agent: string,
  match: (event: ReceivedEvent) => boolean,
) {
  await expect.poll(async () => (await eventsOf(request, agent)).some(match)).toBe(true);
}
