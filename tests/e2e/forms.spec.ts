// Lead forms against a real HTTP endpoint on loopback: out-e2e/ is built with
// NEXT_PUBLIC_FORM_ENDPOINT and NEXT_PUBLIC_APP_URL pointing at tests/e2e/support/lead-endpoint.ts.
import { existsSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { hydrated, newToken, receivedFor } from './support/forms';
import { leadOrigin, leadSiteOrigin, portalUrl } from './support/ports';
import { SUBMIT_TIMEOUT_MS } from '../../lib/forms';

test.skip(
  !process.env.CI && !existsSync('out-e2e/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);
test.use({ baseURL: leadSiteOrigin });

type Step = { status: number; body?: unknown; delayMs?: number };
async function answer(request: APIRequestContext, token: string, responses: Step[]) {
  const response = await request.post(`${leadOrigin}/__scenario`, { data: { token, responses } });
  expect(response.ok()).toBe(true);
}

function demoValues(token: string) {
  return {
    Name: `Priya Nair ${token}`,
    Email: 'priya.nair@keralanidhi.in',
    'Company website': 'www.keralanidhi.in',
    'Work email': 'ops@keralanidhi.in',
    'Project description':
      'Gold loans and recurring deposits across 42 branches; we run Excel today.',
  };
}

async function fillDemo(page: Page, token: string) {
  const values = demoValues(token);
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await page.getByLabel('Budget').selectOption('under-20k');
  await page.getByLabel('Country').selectOption('IN');
  await page.getByRole('checkbox', { name: /product news/ }).check();
  return values;
}

/** Every field still holds what was typed, and nothing typed ever reached the address bar. */
async function expectDemoKept(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  }
  await expect(page.getByLabel('Budget')).toHaveValue('under-20k');
  await expect(page.getByLabel('Country')).toHaveValue('IN');
  await expect(page.getByRole('checkbox', { name: /product news/ })).toBeChecked();
  expectCleanUrl(page, Object.values(values));
}

function expectCleanUrl(page: Page, typed: string[]) {
  const url = decodeURIComponent(page.url());
  expect(new URL(page.url()).search).toBe('');
  for (const value of typed) expect(url).not.toContain(value.split(' ')[0]);
}

/** The form's own alert (Next's route announcer is another alert on the page). */
const formAlert = (page: Page) =>
  page.getByRole('form', { name: 'Request a demo' }).getByRole('alert');

const submit = (page: Page, name = 'Get Started') => page.getByRole('button', { name }).click();

test('a submit right after load, budget empty, shows the budget message', async ({
  page,
  request,
}) => {
  const token = newToken();
  await page.goto('/request-for-demo/');
  // No wait for hydration: whether the browser (CSS :user-invalid) or the island answers, the
  // spec's message shows, once, and nothing is sent.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Priya ${token}`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('Please select your budget.').filter({ visible: true })).toHaveCount(
    1,
  );
  await expect(page).toHaveURL(/\/request-for-demo\/$/);
  expect(await receivedFor(request, token)).toHaveLength(0);
});

test.describe('request for demo against a loopback endpoint', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/request-for-demo/');
    await hydrated(page.getByRole('form', { name: 'Request a demo' }));
  });

  test('an empty submit focuses Name with its label clear of the pinned header', async ({
    page,
  }) => {
    // Scrolled down first, so the header is pinned when the form scrolls back to its first field.
    await page.getByRole('button', { name: 'Get Started' }).scrollIntoViewIfNeeded();
    await submit(page);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toBeFocused();
    const header = await page.locator('header').boundingBox();
    const label = await page.locator('label[for="demo-name"]').boundingBox();
    expect(label!.y).toBeGreaterThanOrEqual(Math.max(0, header!.y + header!.height));
    expect(label!.y + label!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });

  test('a visitor requests a demo end to end', async ({ page, request }) => {
    const token = newToken();
    const values = await fillDemo(page, token);
    await submit(page);
    const confirmation = page.getByRole('status');
    await expect(confirmation).toContainText('Thank you, your demo request is in');
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('form', { name: 'Request a demo' })).toHaveCount(0);

    const [sent, ...more] = await receivedFor(request, token);
    expect(more).toHaveLength(0);
    expect(sent?.body).toMatchObject({
      formId: 'demo-request',
      page: '/request-for-demo/',
      consent: true,
      fields: {
        name: values.Name,
        email: values.Email,
        website: values['Company website'],
        workEmail: values['Work email'],
        budget: 'under-20k',
        country: 'IN',
        description: values['Project description'],
      },
    });
    // The ticked opt-in travels once, as `consent`: as the native post sends it.
    expect(sent?.body.fields).not.toHaveProperty('marketingOptIn');
    expect(sent?.body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(String(sent?.body.submittedAt))).not.toBeNaN();
    expect(sent?.url).toBe('/lead');
    expectCleanUrl(page, Object.values(values));
  });

  test(
    'missing answers are shown next to their fields and nothing is sent',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const token = newToken();
      await page.getByLabel('Project description').fill(`Note ${token}`);
      await submit(page);
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Please enter your name.');
      await expect(
        page.getByRole('textbox', { name: 'Email', exact: true }),
      ).toHaveAccessibleDescription('Please enter your email address.');
      await expect(page.getByLabel('Budget')).toHaveAccessibleDescription(
        'Please select your budget.',
      );
      await expect(page.getByLabel('Country')).toHaveAccessibleDescription(
        'Please select your country.',
      );
      await expect(page.getByLabel('Project description')).toHaveValue(`Note ${token}`);
      expect(await receivedFor(request, token)).toHaveLength(0);
    },
  );

  test(
    'field errors from the endpoint (422) land on the fields; a retry succeeds',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const token = newToken();
      await answer(request, token, [
        { status: 422, body: { errors: { workEmail: 'This domain does not accept mail.' } } },
        { status: 200 },
      ]);
      const values = await fillDemo(page, token);
      await submit(page);
      const workEmail = page.getByLabel('Work email');
      await expect(workEmail).toHaveAccessibleDescription('This domain does not accept mail.');
      await expect(workEmail).toHaveAttribute('aria-invalid', 'true');
      await expect(workEmail).toBeFocused();
      await expect(formAlert(page)).toContainText('Please correct the highlighted fields');
      await expectDemoKept(page, values);

      await submit(page);
      await expect(page.getByRole('status')).toContainText('your demo request is in');
      const sent = await receivedFor(request, token);
      expect(sent).toHaveLength(2);
      // The retry is recognisably the same submission.
      expect(sent[1]?.body.submissionId).toBe(sent[0]?.body.submissionId);
    },
  );

  for (const [status, message] of [
    [500, 'Our server had a problem receiving your message.'],
    [429, 'Too many attempts in a short time.'],
  ] as const) {
    test(
      `a ${status} keeps everything typed and allows a retry`,
      { tag: '@any-width' },
      async ({ page, request }) => {
        const token = newToken();
        await answer(request, token, [{ status }, { status: 200 }]);
        const values = await fillDemo(page, token);
        await submit(page);
        await expect(formAlert(page)).toContainText(message);
        await expect(formAlert(page).getByRole('link')).toHaveAttribute('href', /^mailto:sales@/);
        await expectDemoKept(page, values);
        await submit(page);
        await expect(page.getByRole('status')).toContainText('your demo request is in');
      },
    );
  }

  test(
    'a reply slower than the timeout is abandoned with a clear message',
    { tag: '@any-width' },
    async ({ page, request }) => {
      // The page's clock, not the test, waits out the timeout: it runs in real time until the
      // request is in flight, then jumps past SUBMIT_TIMEOUT_MS.
      await page.clock.install();
      await page.goto('/request-for-demo/');
      await hydrated(page.getByRole('form', { name: 'Request a demo' }));
      const token = newToken();
      await answer(request, token, [{ status: 200, delayMs: SUBMIT_TIMEOUT_MS + 5_000 }]);
      const values = await fillDemo(page, token);
      await submit(page);
      const button = page.getByRole('button', { name: 'Please wait...' });
      await expect(button).toBeDisabled();
      await expect(page.getByRole('form', { name: 'Request a demo' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await page.clock.fastForward(SUBMIT_TIMEOUT_MS);
      await expect(formAlert(page)).toContainText('This is taking too long');
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeEnabled();
      await expectDemoKept(page, values);
    },
  );

  test(
    'offline: nothing is lost, and sending works once back online',
    { tag: '@any-width' },
    async ({ page, context, request }) => {
      const token = newToken();
      const values = await fillDemo(page, token);
      await context.setOffline(true);
      await submit(page);
      await expect(formAlert(page)).toContainText('You appear to be offline');
      await expectDemoKept(page, values);
      expect(await receivedFor(request, token)).toHaveLength(0);
      await context.setOffline(false);
      await submit(page);
      await expect(page.getByRole('status')).toContainText('your demo request is in');
      expect(await receivedFor(request, token)).toHaveLength(1);
    },
  );

  test(
    'a double click sends exactly one request',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const token = newToken();
      await answer(request, token, [{ status: 200, delayMs: 1_000 }]);
      await fillDemo(page, token);
      await page.getByRole('button', { name: 'Get Started' }).dblclick();
      await expect(page.getByRole('status')).toContainText('your demo request is in');
      expect(await receivedFor(request, token)).toHaveLength(1);
    },
  );

  test('the testimonial panel has three working tabs', async ({ page }) => {
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Legacy system migrated in 50 days');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Gold loans sanctioned');
  });
});

test.describe('other lead forms against the loopback endpoint', () => {
  test('contact form on /contact/', async ({ page, request }) => {
    const token = newToken();
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Contact us' });
    await hydrated(form);
    await form.getByLabel('First name').fill('Arjun');
    await form.getByLabel('Last name').fill('Menon');
    await form.getByLabel('Email').fill('arjun.menon@coopbank.in');
    await form.getByLabel('Phone').fill('+91 98470 12345');
    await form.getByLabel('Subject').fill('Migration from our legacy CBS');
    await form.getByLabel('Company').fill('Ernakulam Co-operative Society');
    await form.getByLabel('Message').fill(`We have 18 branches. ${token}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('your message is with our team');
    const [sent] = await receivedFor(request, token);
    expect(sent?.body).toMatchObject({
      formId: 'contact-form',
      page: '/contact/',
      consent: false,
      fields: { firstName: 'Arjun', lastName: 'Menon', phone: '+91 98470 12345' },
    });
    expectCleanUrl(page, ['Arjun', 'arjun.menon']);
  });

  test('Apply for Integration on /single-integration/', async ({ page, request }) => {
    const token = newToken();
    await page.goto('/single-integration/');
    const form = page.getByRole('form', { name: 'Apply for integration' });
    await hydrated(form);
    await form.getByRole('button', { name: 'Apply for Integration' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Name').fill('Leela Varghese');
    await form.getByLabel('Email').fill('leela@nidhi-finance.in');
    await form.getByLabel('Company').fill('Thrissur Nidhi Limited');
    await form.getByLabel('Integration description').fill(`Google sign-in for 40 staff. ${token}`);
    await form.getByRole('button', { name: 'Apply for Integration' }).click();
    await expect(page.getByRole('status')).toContainText('your application is in');
    const [sent] = await receivedFor(request, token);
    expect(sent?.body).toMatchObject({
      formId: 'integration-application',
      page: '/single-integration/',
      fields: { name: 'Leela Varghese', company: 'Thrissur Nidhi Limited' },
    });
    expectCleanUrl(page, ['Leela', 'leela@']);
  });

  test('a newsletter subscription records its consent; a filled spam trap sends nothing', async ({
    page,
    request,
  }) => {
    const [token, botToken] = [newToken(), newToken()];
    await page.goto('/integrations/');
    // A bot fills every input of the banner's form, the trap included; it is told "subscribed".
    const banner = page.locator('main form.newsletter-form');
    await hydrated(banner);
    await banner.getByPlaceholder('Enter your email').fill(`bot+${botToken}@spam.example`);
    await banner
      .locator('input[name="_gotcha"]')
      .evaluate((trap: HTMLInputElement) => (trap.value = 'http://spam.example'));
    await banner.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('You are subscribed');
    // A person subscribes in the footer: subscribing is the consent, sent with the notice version.
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Enter your email').fill(`news+${token}@nbfc.in`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('You are subscribed');
    const [lead, ...more] = await receivedFor(request, token);
    expect(more).toHaveLength(0);
    expect(lead?.body).toMatchObject({
      formId: 'footer-newsletter',
      fields: { email: `news+${token}@nbfc.in` },
      consent: true,
      privacyNoticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await receivedFor(request, botToken)).toHaveLength(0);
  });

  test('sign-up sends a trial request but never the password', async ({ page, request }) => {
    const token = newToken();
    await page.goto('/signup/');
    const form = page.getByRole('form', { name: 'Start a free trial' });
    await hydrated(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the terms and conditions to continue.',
    );
    await form.getByLabel('Name').fill(`Meera ${token}`);
    await form.getByLabel('Email').fill('meera@thrissurnidhi.in');
    const password = form.getByLabel('Password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await password.fill('Secret-pass-2024');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText('your trial request is in');
    const [sent] = await receivedFor(request, token);
    expect(sent?.body).toMatchObject({
      formId: 'trial-signup',
      fields: { name: `Meera ${token}`, terms: true },
    });
    expect(sent?.raw).not.toContain('Secret-pass-2024');
    expect(sent?.body.fields).not.toHaveProperty('password');
  });
});

test.describe('sign-in and reset hand off to the customer portal', () => {
  test('sign-in posts to the portal, never in the URL', async ({ page, request }) => {
    const token = newToken();
    await page.goto('/login/');
    await expect(page.getByRole('link', { name: 'Connect with Google' })).toHaveAttribute(
      'href',
      `${portalUrl}/auth/google`,
    );
    const form = page.getByRole('form', { name: 'Sign in' });
    await hydrated(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(form.getByLabel('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    await form.getByLabel('Email').fill(`ops+${token}@nbfc.in`);
    await form.getByLabel('Password').fill('Portal-pass-1');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(`${portalUrl}/login`);
    await expect(page.getByText(`Portal received login for ops+${token}@nbfc.in`)).toBeVisible();
    const [sent] = await receivedFor(request, token);
    expect(sent?.body).toMatchObject({ password: 'Portal-pass-1' });
  });

  test('password reset posts the email to the portal', async ({ page, request }) => {
    const token = newToken();
    await page.goto('/password-reset/');
    const form = page.getByRole('form', { name: 'Reset password' });
    await hydrated(form);
    await form.getByLabel('Email').fill(`ops+${token}@nbfc.in`);
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(`${portalUrl}/password-reset`);
    expect(await receivedFor(request, token)).toHaveLength(1);
  });
});
