// The normal build (out/) has no lead endpoint and no portal: once hydrated, forms validate, then
// offer the sales email, and the auth screens say where to sign in, keeping what was typed.
import { expect, test } from './support/test';
import { hydrated } from './support/forms';

test('a form hydrates in place under the visitor typing into it', async ({ page }) => {
  // Hold the scripts back until the visitor has typed into the server HTML.
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto('/contact/', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Contact us' });
  const message = form.getByLabel('Message');
  await message.pressSequentially('We run 18 branches on a legacy CBS');
  await expect(form).not.toHaveAttribute('novalidate');
  // Mark the server's node: hydration in place keeps it (a swap would drop the mark).
  await message.evaluate((el) => el.setAttribute('data-typed-before', ''));
  release();
  await hydrated(form);
  await expect(message).toHaveAttribute('data-typed-before', '');
  await expect(message).toHaveValue('We run 18 branches on a legacy CBS');
  await expect(message).toBeFocused();
  await page.keyboard.type(' today');
  await expect(message).toHaveValue('We run 18 branches on a legacy CBS today');
});

test('without an endpoint the demo form validates, then offers the sales email', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') requests.push(request.url());
  });
  await page.goto('/request-for-demo/');
  const form = page.getByRole('form', { name: 'Request a demo' });
  await hydrated(form);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByLabel('Budget')).toHaveAccessibleDescription('Please select your budget.');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Priya Nair');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('priya@keralanidhi.in');
  await page.getByLabel('Budget').selectOption('20k-50k');
  await page.getByLabel('Country').selectOption('IN');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Online sending is not available right now');
  await expect(status).toBeFocused();
  await expect(status.getByRole('link')).toHaveAttribute('href', /^mailto:sales@finorbit\.in/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Priya Nair');
  await expect(page.getByLabel('Budget')).toHaveValue('20k-50k');
  expect(requests).toHaveLength(0);
  expect(page.url()).not.toContain('priya');
});

test('without a portal, sign-in says where to sign in and keeps the email', async ({ page }) => {
  await page.goto('/login/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await hydrated(form);
  await form.getByLabel('Email').fill('ops@nbfc.in');
  await form.getByLabel('Password').fill('secret-123');
  await form.getByRole('button', { name: 'Submit' }).click();
  const notice = page.getByRole('status');
  await expect(notice).toContainText('Sign in through your customer portal');
  await expect(notice).toBeFocused();
  await expect(notice.getByRole('link')).toHaveAttribute('href', 'mailto:support@finorbit.in');
  await expect(form.getByLabel('Email')).toHaveValue('ops@nbfc.in');
  await expect(form.getByLabel('Password')).toHaveValue('secret-123');
  await page.getByRole('button', { name: 'Connect with Google' }).click();
  await expect(notice).toBeFocused();
  await page.getByRole('link', { name: 'Sign up Today' }).click();
  await expect(page).toHaveURL(/\/signup\/$/);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Forgot password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your Password?');
  await page.getByRole('link', { name: 'Back to login page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nice to Seeing You Again');
});

test(
  'form fields carry the autocomplete tokens for their purpose',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/request-for-demo/');
    const tokens: Record<string, string> = {
      'demo-name': 'name',
      'demo-email': 'email',
      'demo-website': 'url',
      'demo-workEmail': 'work email',
      'demo-country': 'country',
    };
    for (const [id, token] of Object.entries(tokens)) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('autocomplete', token);
    }
    await expect(page.locator('#demo-country option')).toHaveCount(251);
    await expect(page.locator('#demo-description')).toHaveCSS('height', '120px');
    await page.goto('/login/');
    await expect(page.locator('#signin-password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(page.locator('#signin-email')).toHaveAttribute('autocomplete', 'username');
  },
);
