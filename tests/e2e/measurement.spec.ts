// Where a lead came from, and the cookieless measurement (lib/attribution.ts, lib/analytics.ts),
// in the browser against the real builds: out-e2e/ names the analytics stub
// (tests/e2e/support/analytics-endpoint.ts, started by playwright.config.ts), out/ names none.
// Each test's browser carries a marker in its user agent, so the stub tells parallel tests apart.
// Every test also fails on any CSP violation (support/test.ts): the beacons go to connect-src.
import { existsSync } from 'node:fs';
import { expect, test as base, enhanced } from './support/test';
import { analyticsPort, leadOrigin, leadSiteOrigin } from './support/ports';
import { hydrated, newToken, receivedFor } from './support/forms';
import {
  arriveFromLinkedIn,
  campaign,
  countedLandingPath,
  eventArrives,
  eventsOf,
  fillDemoRequest,
  hostileLandings,
  hostileParts,
  landingPath,
  notFoundVisit,
  personalLabels,
  subscribeInFooter,
} from './support/journey';

const test = base.extend<{ agent: string }>({
  agent: async ({}, provide, testInfo) => provide(`e2e-${testInfo.testId}-${testInfo.retry}`),
  userAgent: async ({ userAgent, agent }, provide) =>
    provide(`${userAgent ?? 'Mozilla/5.0'} ${agent}`),
});

test.skip(
  !process.env.CI && !existsSync('out-e2e/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);
test.describe.configure({ timeout: 45_000 });

test.describe('with an analytics endpoint (out-e2e)', () => {
  test.use({ baseURL: leadSiteOrigin });

  test(
    'a campaign visitor’s demo request says where it came from, without the labels that name a person; each page and the lead are counted',
    { tag: '@any-width' },
    async ({ page, request, agent, context }) => {
      const token = newToken();
      await arriveFromLinkedIn(page, `${leadSiteOrigin}${landingPath}`);
      await eventArrives(request, agent, (e) => e.name === 'pageview');
      await page.getByRole('link', { name: 'Discover More' }).first().click();
      await page.waitForURL('**/request-for-demo/');
      const form = await fillDemoRequest(page, `Priya Nair ${token}`);
      await hydrated(form);
      // The measurement code starts once the page is idle: its page view says it listens.
      await eventArrives(request, agent, (e) => e.url.endsWith('/request-for-demo/'));
      await form.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('status')).toContainText('your demo request is in');

      const [lead, ...more] = await receivedFor(request, token);
      expect(more).toHaveLength(0);
      expect(lead?.body).toMatchObject({
        formId: 'demo-request',
        page: '/request-for-demo/',
        landing_page: '/home-ten/',
        referrer_host: 'www.linkedin.com',
        ...campaign,
        utm_term: '',
        utm_content: '',
        privacyNoticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });

      await eventArrives(request, agent, (e) => e.name === 'Lead');
      const events = await eventsOf(request, agent);
      const pageviews = events.filter((e) => e.name === 'pageview');
      // Each address with its path and the surviving campaign labels; the referrer its origin.
      expect(pageviews.map((e) => [e.url, e.referrer])).toEqual([
        [`${leadSiteOrigin}${countedLandingPath}`, 'http://www.linkedin.com'],
        [`${leadSiteOrigin}/request-for-demo/`, leadSiteOrigin],
      ]);
      expect(events.filter((e) => e.name === 'Lead').map((e) => e.props)).toEqual([
        {
          form: 'demo-request',
          page: '/request-for-demo/',
          campaign: 'fraud-q4',
          source: 'linkedin',
        },
      ]);
      expect(events.find((e) => e.name === 'CTA')?.props).toEqual({
        label: 'Discover More',
        href: '/request-for-demo/',
        page: '/home-ten/',
      });
      for (const event of events) {
        expect(event.domain).toBe('127.0.0.1');
        expect(event.contentType).toMatch(/^text\/plain/);
        expect(event.cookie).toBe('');
        // Never a value the visitor typed, nor a label that names a person.
        expect(JSON.stringify(event)).not.toMatch(/priya|Nair/i);
      }
      const kept = await page.evaluate(() => sessionStorage.getItem('finorbit:visit'));
      for (const label of Object.values(personalLabels))
        for (const sent of [JSON.stringify(events), JSON.stringify(lead?.body), kept])
          expect(sent).not.toContain(label);
      expect(await context.cookies()).toEqual([]);
      // The fonts' note (local storage) is written for this visitor; not under GPC (below).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('webFonts'))).not.toBeNull();
    },
  );

  test(
    'a lead from a page no route serves says /404; labels and paths that name a person are kept nowhere',
    { tag: '@any-width' },
    async ({ page, request, agent, context }) => {
      const token = newToken();
      await page.goto(hostileLandings[0]!);
      await hydrated(page.getByRole('contentinfo').locator('form'));
      await eventArrives(request, agent, (e) => e.name === 'pageview');
      const footer = await subscribeInFooter(page, token);
      await expect(footer.getByRole('status')).toContainText('You are subscribed');
      const [lead] = await receivedFor(request, token);
      expect(lead?.body).toMatchObject({
        formId: 'footer-newsletter',
        page: '/404',
        ...notFoundVisit,
      });
      await eventArrives(request, agent, (e) => e.name === 'Lead');
      // The other five labels: a visit of its own (a tab has its own session storage).
      const other = await context.newPage();
      await other.goto(hostileLandings[1]!);
      await expect
        .poll(async () => (await eventsOf(request, agent)).filter((e) => e.name === 'pageview'))
        .toHaveLength(2);
      const events = await eventsOf(request, agent);
      expect(events.filter((e) => e.name === 'pageview').map((e) => e.url)).toEqual([
        `${leadSiteOrigin}/404`,
        `${leadSiteOrigin}/404`,
      ]);
      expect(events.find((e) => e.name === 'Lead')?.props).toMatchObject({ page: '/404' });
      const kept = await Promise.all(
        [page, other].map((tab) => tab.evaluate(() => sessionStorage.getItem('finorbit:visit'))),
      );
      for (const record of kept) expect(JSON.parse(record!)).toEqual(notFoundVisit);
      const everything = [JSON.stringify(events), JSON.stringify(lead?.body), ...kept].join('\n');
      for (const part of hostileParts) expect(everything).not.toContain(part);
    },
  );

  test(
    'a campaign visitor who follows a link before the landing page’s scripts run keeps the campaign',
    { tag: '@any-width' },
    async ({ page }) => {
      const token = newToken();
      // The landing page's scripts never arrive (a phone still fetching them, a failed chunk):
      // it never hydrates, and the visitor taps its call to action from the HTML.
      await page.route('**/_next/static/**', (route) => route.abort());
      await arriveFromLinkedIn(page, `${leadSiteOrigin}${landingPath}`);
      await page.unroute('**/_next/static/**');
      await page.getByRole('link', { name: 'Discover More' }).first().click();
      await page.waitForURL('**/request-for-demo/');
      const form = await fillDemoRequest(page, `Arun Menon ${token}`);
      await hydrated(form);
      await form.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('status')).toContainText('your demo request is in');
      const [lead] = await receivedFor(page.request, token);
      expect(lead?.body).toMatchObject({
        landing_page: '/home-ten/',
        referrer_host: 'www.linkedin.com',
        ...campaign,
      });
    },
  );

  test(
    'a refused or failed submit is not a conversion; the accepted retry is, once',
    { tag: '@any-width' },
    async ({ page, request, agent }) => {
      const token = newToken();
      const scenario = await request.post(`${leadOrigin}/__scenario`, {
        data: { token, responses: [{ status: 422 }, { status: 500 }, { status: 200 }] },
      });
      expect(scenario.ok()).toBe(true);
      await page.goto('/request-for-demo/');
      const form = await fillDemoRequest(page, `Asha ${token}`);
      await hydrated(form);
      await eventArrives(request, agent, (e) => e.name === 'pageview');
      const submit = form.getByRole('button', { name: 'Get Started' });
      const alert = form.getByRole('alert');
      await submit.click();
      await expect(alert).toContainText('could not accept');
      await submit.click();
      await expect(alert).toContainText('server had a problem');
      expect((await eventsOf(request, agent)).filter((e) => e.name === 'Lead')).toEqual([]);
      await submit.click();
      await expect(page.getByRole('status')).toContainText('your demo request is in');
      await eventArrives(request, agent, (e) => e.name === 'Lead');
      expect(await receivedFor(request, token)).toHaveLength(3);
      expect((await eventsOf(request, agent)).filter((e) => e.name === 'Lead')).toHaveLength(1);
    },
  );

  test(
    'Core Web Vitals arrive once the page is hidden, with the page and the element',
    { tag: '@any-width' },
    async ({ page, request, agent, context }) => {
      await page.goto('/company/');
      await enhanced(page);
      await eventArrives(request, agent, (e) => e.name === 'pageview');
      expect((await eventsOf(request, agent)).map((e) => e.name)).toEqual(['pageview']);
      // An interaction (for INP), then the visitor closes the tab: the page is hidden (headless
      // Chromium keeps a page visible when the visitor navigates away or opens another tab).
      const heading = page.getByRole('heading', { level: 1 });
      const headingId = await heading.getAttribute('id');
      await heading.click();
      // The browser reports an interaction's timing after its next paint; a visitor stays longer.
      await page.waitForTimeout(500);
      await page.close({ runBeforeUnload: true });
      await expect
        .poll(async () => (await eventsOf(request, agent)).map((e) => e.name).sort())
        .toEqual(['CLS', 'INP', 'LCP', 'pageview']);
      const vitals = (await eventsOf(request, agent)).filter((e) => e.name !== 'pageview');
      for (const vital of vitals) {
        expect(vital.props).toMatchObject({
          page: '/company/',
          rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
          value: expect.stringMatching(/^\d+(\.\d+)?$/),
        });
      }
      expect(vitals.find((e) => e.name === 'LCP')?.props?.element).toMatch(/\S/);
      expect(vitals.find((e) => e.name === 'INP')?.props?.element).toBe(`#${headingId}`);
      expect(await context.cookies()).toEqual([]);
    },
  );

  test(
    'with Global Privacy Control on, nothing is written to storage and nothing is sent',
    { tag: '@any-width' },
    async ({ page, request, agent, context }) => {
      // What a browser with GPC turned on exposes (Firefox, Brave; Chromium has no switch for it).
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
      const token = newToken();
      const beacons: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(`:${analyticsPort}/`)) beacons.push(r.url());
      });
      await arriveFromLinkedIn(page, `${leadSiteOrigin}${landingPath}`);
      await enhanced(page);
      await page.goto('/request-for-demo/');
      const form = await fillDemoRequest(page, `Ravi ${token}`);
      await hydrated(form);
      await form.getByRole('button', { name: 'Get Started' }).click();
      await expect(page.getByRole('status')).toContainText('your demo request is in');
      await page.goto('/company/');
      await enhanced(page);
      await page.waitForTimeout(1000); // longer than the idle wait before measurement would load
      // Nothing written to the visitor's storage: no visit record, and no fonts' note either.
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      expect(beacons).toEqual([]);
      expect(await eventsOf(request, agent)).toEqual([]);
      const [lead] = await receivedFor(request, token);
      expect(lead?.body).toMatchObject({ formId: 'demo-request', page: '/request-for-demo/' });
      expect(lead?.body).not.toHaveProperty('utm_source');
      expect(lead?.body).not.toHaveProperty('landing_page');
      expect(await context.cookies()).toEqual([]);
    },
  );
});

test(
  'without an analytics endpoint (out/) a page fetches no measurement code and sends nothing',
  { tag: '@any-width' },
  async ({ page, baseURL, context, request }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:')) requested.push(r.url());
    });
    await page.goto(landingPath);
    await enhanced(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForTimeout(1000); // longer than the idle wait before measurement would load
    await page.goto('/request-for-demo/');
    await enhanced(page);
    await page.waitForTimeout(1000);
    expect(requested.filter((url) => !url.startsWith(`${baseURL}/`))).toEqual([]);
    // No script the pages fetched holds web-vitals (its attribution build names this field).
    const scripts = requested.filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts)
      expect(await (await request.get(url)).text(), url).not.toContain('largestShiftTarget');
    // The visit is still remembered for a lead (sessionStorage, never a cookie).
    expect(await page.evaluate(() => sessionStorage.getItem('finorbit:visit'))).toContain(
      'fraud-q4',
    );
    expect(await context.cookies()).toEqual([]);
  },
);
