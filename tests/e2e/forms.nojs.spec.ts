// Forms with JavaScript off: the browser validates and posts each form by itself. out-e2e/ is
// built with the loopback endpoint and portal (tests/e2e/support/lead-endpoint.ts answers a
// native post with a 303 to its `_next`, the site's /thank-you/); out/ has neither.
import { existsSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { leadEndpoint, leadSiteOrigin, portalUrl } from './support/ports';
import { newToken, receivedFor } from './support/forms';
import { fillDemoRequest } from './support/journey';

test.skip(
  !process.env.CI && !existsSync('out-e2e/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);

/** Every lead and portal form of the site, where it is and where it must post. */
const forms: { name: string; path: string; form: (page: Page) => ReturnType<Page['locator']> }[] = [
  {
    name: 'demo request',
    path: '/request-for-demo/',
    form: (page) => page.getByRole('form', { name: 'Request a demo' }),
  },
  {
    name: 'contact',
    path: '/contact/',
    form: (page) => page.getByRole('form', { name: 'Contact us' }),
  },
  {
    name: 'service contact',
    path: '/single-service/',
    form: (page) => page.getByRole('form', { name: 'Request a demo' }),
  },
  {
    name: 'integration application',
    path: '/single-integration/',
    form: (page) => page.getByRole('form', { name: 'Apply for integration' }),
  },
  {
    name: 'website test',
    path: '/home-fourteen/',
    form: (page) => page.getByRole('form', { name: 'Test your website' }),
  },
  {
    name: 'footer newsletter',
    path: '/company/',
    form: (page) => page.locator('footer form'),
  },
  {
    name: 'subscribe banner',
    path: '/integrations/',
    form: (page) => page.locator('main form.newsletter-form'),
  },
  {
    name: 'trial sign-up',
    path: '/signup/',
    form: (page) => page.getByRole('form', { name: 'Start a free trial' }),
  },
];

const portalForms = [
  { path: '/login/', name: 'Sign in', action: `${portalUrl}/login` },
  { path: '/password-reset/', name: 'Reset password', action: `${portalUrl}/password-reset` },
];

test.describe('with an endpoint (out-e2e)', () => {
  test.use({ baseURL: leadSiteOrigin });

  for (const { name, path, form } of forms) {
    test(`the ${name} form posts itself to the endpoint`, async ({ page }) => {
      await page.goto(path);
      const element = form(page).first();
      await expect(element).toHaveAttribute('action', leadEndpoint);
      await expect(element).toHaveAttribute('method', 'post');
      await expect(element).not.toHaveAttribute('novalidate');
      await expect(element.locator('input[name="_next"]')).toHaveValue(
        `${leadSiteOrigin}/thank-you/`,
      );
    });
  }

  for (const { path, name, action } of portalForms) {
    test(`${name} posts itself to the customer portal`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole('form', { name });
      await expect(form).toHaveAttribute('action', action);
      await expect(form).toHaveAttribute('method', 'post');
    });
  }

  test('a filled demo request lands on /thank-you/ and the endpoint has every field', async ({
    page,
    request,
  }) => {
    const token = newToken();
    await page.goto('/request-for-demo/');
    const form = page.getByRole('form', { name: 'Request a demo' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Priya Nair ${token}`);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('priya@keralanidhi.in');
    await form.getByRole('textbox', { name: 'Company website' }).fill('www.keralanidhi.in');
    await form.getByLabel('Budget').selectOption('under-20k');
    await form.getByLabel('Country').selectOption('IN');
    await form.getByLabel('Project description').fill('Gold loans across 42 branches.');
    await form.getByRole('checkbox', { name: /product news/ }).check();
    await form.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(`${leadSiteOrigin}/thank-you/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your message is with our team',
    );
    const [sent, ...more] = await receivedFor(request, token);
    expect(more).toHaveLength(0);
    expect(sent?.body).toMatchObject({
      formId: 'demo-request',
      page: '/request-for-demo/',
      name: `Priya Nair ${token}`,
      email: 'priya@keralanidhi.in',
      website: 'www.keralanidhi.in',
      budget: 'under-20k',
      country: 'IN',
      description: 'Gold loans across 42 branches.',
      // The ticked opt-in is the lead's consent, as the JSON lead sends it with scripts.
      consent: 'true',
      _gotcha: '',
    });
    expect(sent?.body).not.toHaveProperty('marketingOptIn');
  });

  test('a bot that fills the spam trap posts it under the name the backend discards', async ({
    page,
    request,
  }) => {
    const token = newToken();
    await page.goto('/request-for-demo/');
    const form = page.getByRole('form', { name: 'Request a demo' });
    // The trap is never rendered: no box to see, no name in the accessibility tree, nothing to
    // tab to or autofill. A bot fills every input it finds in the markup.
    const trap = form.locator('input[name="_gotcha"]');
    await expect(trap).toBeHidden();
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(form.getByRole('textbox', { name: 'Leave this empty' })).toHaveCount(0);
    await fillDemoRequest(page, `Bot ${token}`);
    // Set as a script-driven bot sets it (Playwright's own script runs with the page's scripts off).
    await trap.evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example/offer'));
    await form.getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(`${leadSiteOrigin}/thank-you/`);
    const [sent] = await receivedFor(request, token);
    // Formspree (and the stub, like it) take a filled `_gotcha` as spam and drop the lead.
    expect(sent?.body).toMatchObject({ _gotcha: 'http://spam.example/offer' });
    expect(sent?.spam).toBe(true);
  });

  test('with the budget left empty, the budget message shows and nothing is sent', async ({
    page,
    request,
  }) => {
    const token = newToken();
    await page.goto('/request-for-demo/');
    const form = page.getByRole('form', { name: 'Request a demo' });
    const budgetMessage = form.getByText('Please select your budget.');
    await expect(budgetMessage).toBeHidden();
    // Every other required field filled, as autofill does.
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Priya ${token}`);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('priya@keralanidhi.in');
    await form.getByLabel('Country').selectOption('IN');
    await form.getByRole('button', { name: 'Get Started' }).click();
    await expect(budgetMessage).toBeVisible();
    await expect(form.getByText('Please select your country.')).toBeHidden();
    await expect(form.getByText('Please enter your name.')).toBeHidden();
    await expect(page).toHaveURL(`${leadSiteOrigin}/request-for-demo/`);
    expect(await receivedFor(request, token)).toHaveLength(0);
  });

  test('a first submit of the empty form shows each required message', async ({ page }) => {
    await page.goto('/request-for-demo/');
    const form = page.getByRole('form', { name: 'Request a demo' });
    await form.getByRole('button', { name: 'Get Started' }).click();
    for (const message of [
      'Please enter your name.',
      'Please enter your email address.',
      'Please select your budget.',
      'Please select your country.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    // Optional fields left empty are valid: no message.
    await expect(form.getByText('Please enter a valid web address', { exact: false })).toBeHidden();
  });

  test('the thank-you page exists, is not indexed and leads back to the site', async ({ page }) => {
    await page.goto('/thank-you/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute(
      'href',
      '/products/',
    );
  });
});

test.describe('without an endpoint or portal (out/)', () => {
  for (const { name, path, form } of forms) {
    test(`the ${name} form posts into an email to sales, never to the page`, async ({ page }) => {
      await page.goto(path);
      const element = form(page).first();
      await expect(element).toHaveAttribute('action', /^mailto:sales@finorbit\.in\?subject=/);
      await expect(element).toHaveAttribute('method', 'post');
      await expect(element).toHaveAttribute('enctype', 'text/plain');
    });
  }

  for (const { path, name } of portalForms) {
    test(`${name} without a portal keeps what was typed on a submit`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole('form', { name });
      // `dialog` outside a dialog: the browser sends nothing and stays on the page.
      await expect(form).toHaveAttribute('method', 'dialog');
      await expect(form).not.toHaveAttribute('action');
      await form.getByRole('textbox', { name: 'Email' }).fill('ops@nbfc.in');
      if (name === 'Sign in') await form.getByLabel('Password').fill('secret-123');
      await form.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ops@nbfc.in');
    });
  }
});
