// The content editor end to end, offline: a writer logs in to /admin/ (out-e2e/, whose editor
// talks to the local backend on `cmsBackendPort`), writes a news post through Decap's UI, moves it
// through the editorial workflow and publishes it. The local backend commits into a sandbox copy
// of the project (tests/e2e/support/cms-sandbox.ts), where the file must pass the build's schema;
// the sandbox is then built like the real site, and the post must be on /news/ and at its own URL,
// with the HTML its body tried to smuggle in shown as text.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { cmsAuthOrigin, cmsBackendPort, cmsSitePort, leadSiteOrigin } from './support/ports';
import {
  buildSandbox,
  changedFiles,
  committedFile,
  createSandbox,
  removeSandbox,
  startLocalBackend,
} from './support/cms-sandbox';
import { loadCollection } from '../../content/collections/load';
import { newsSchema } from '../../content/collections/schema';

test.skip(!!process.env.E2E_SITE_ONLY, 'needs out-e2e/ (npm run build:e2e)');
test.skip(
  !process.env.CI && !existsSync('out-e2e/admin/index.html'),
  'run `npm run build:e2e` first (npm test does)',
);
test.use({ baseURL: leadSiteOrigin, actionTimeout: 15_000, allowCspViolations: true });

const post = {
  title: 'Kerala Nidhi goes live on Finorbit in 30 days',
  slug: 'kerala-nidhi-goes-live-on-finorbit-in-30-days',
  date: '2026-11-20',
  author: 'Sneha Iyer',
  category: 'Customers',
  excerpt:
    'A Nidhi company with 42 branches moved deposits, gold loans and member records to Finorbit in a month, with no downtime at the counters.',
  body: [
    'The migration ran branch by branch over four weekends.',
    '<script>window.__injected = "script"</script>',
    '<img src="x" onerror="window.__injected = \'handler\'">',
    '[Open the report](javascript:window.__injected="link")',
  ],
};

/** Chooses an option of one of Decap's select widgets (react-select). */
async function choose(page: Page, field: string, option: string) {
  await page.getByLabel(field, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function writePost(page: Page) {
  await page.getByLabel('Title', { exact: true }).fill(post.title);
  await page.getByLabel('Publication date', { exact: true }).fill(post.date);
  await choose(page, 'Author', post.author);
  await choose(page, 'Category', post.category);
  await page.getByLabel('Excerpt', { exact: true }).fill(post.excerpt);
  // The body in Markdown mode, as a writer pastes from a document.
  const body = page.getByLabel('markdown field');
  await body.getByRole('switch').click(); // Rich Text | Markdown
  await body.getByRole('textbox').click();
  await page.keyboard.type(post.body.join('\n\n'));
}

test('a writer publishes a news post from /admin/, and the next build shows it @any-width', async ({
  page,
  cspViolations,
}) => {
  test.setTimeout(300_000);
  const sandbox = createSandbox();
  let backend: ChildProcess | undefined;
  let site: ChildProcess | undefined;
  try {
    backend = await startLocalBackend(sandbox, cmsBackendPort);
    page.on('dialog', (dialog) => dialog.accept()); // Decap confirms Publish with window.confirm

    await test.step('log in and write a post', async () => {
      await page.goto('/admin/');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('link', { name: 'Create entry of type News post' }).click();
      await writePost(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Changes saved')).toBeVisible();
    });

    await test.step('the editor’s policy refuses the handler the body tries', async () => {
      // Decap turns the body into HTML in the editor's own document while it previews, so the
      // `onerror` would run on our origin; the editor's policy (no 'unsafe-inline') refuses it.
      expect(cspViolations.length).toBeGreaterThan(0);
      for (const refusal of cspViolations)
        expect(refusal).toMatch(/^Executing inline event handler/);
      expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBe(
        undefined,
      );
    });

    await test.step('set it ready and publish it', async () => {
      await page.getByRole('button', { name: /Status: Draft/ }).click();
      await page.getByRole('menuitem', { name: 'Ready' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Publish now' }).click();
      await expect(page.getByText('Entry published')).toBeVisible();
    });

    const file = `content/news/${post.slug}.md`;
    await test.step('the merged file passes the build’s schema', async () => {
      expect(changedFiles(sandbox, 'main~1..main')).toEqual([file]);
      expect(committedFile(sandbox, file)).toContain(`title: ${post.title}`);
      const previous = process.env.CONTENT_ROOT;
      process.env.CONTENT_ROOT = path.join(sandbox, 'content');
      try {
        const entry = loadCollection('news', newsSchema).find((item) => item.slug === post.slug);
        expect(entry).toMatchObject({
          title: post.title,
          date: post.date,
          author: 'sneha',
          category: 'customers',
          excerpt: post.excerpt,
        });
      } finally {
        if (previous === undefined) delete process.env.CONTENT_ROOT;
        else process.env.CONTENT_ROOT = previous;
      }
    });

    const origin = `http://127.0.0.1:${cmsSitePort}`;
    let refusedInEditor = 0;
    await test.step('after a build, the post is on /news/ and at its own URL', async () => {
      const out = buildSandbox(sandbox);
      site = spawn(process.execPath, ['scripts/serve.mjs'], {
        env: { ...process.env, PORT: String(cmsSitePort), SERVE_ROOT: out },
        stdio: 'ignore',
      });
      await expect
        .poll(() =>
          fetch(`${origin}/`).then(
            (response) => response.status,
            () => 0,
          ),
        )
        .toBe(200);
      await page.goto('about:blank'); // leave the editor: what is refused from now on is the site's
      refusedInEditor = cspViolations.length;
      await page.goto(`${origin}/news/`);
      await page.getByRole('link', { name: post.title }).first().click();
      await expect(page).toHaveURL(`${origin}/news/${post.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByText(post.body[0]!)).toBeVisible();
    });

    await test.step('HTML in the body is shown as text, never run', async () => {
      const article = page.locator('main');
      // As text (the typographer curls its quotes), not as elements.
      await expect(article.getByText('<script>window.__injected = ')).toBeVisible();
      await expect(article.getByText('<img src=')).toBeVisible();
      await expect(article.getByText('[Open the report](javascript:')).toBeVisible();
      await expect(article.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
      await expect(article.locator('[onerror]')).toHaveCount(0);
      await expect(article.locator('a[href^="javascript:" i]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBe(
        undefined,
      );
      // The site's pages refuse nothing: the body never reached them as markup.
      expect(cspViolations.slice(refusedInEditor)).toEqual([]);
    });
  } finally {
    backend?.kill();
    site?.kill();
    removeSandbox(sandbox);
  }
});

test('production login: the GitHub token from the OAuth popup reaches the editor @any-width', async ({
  page,
  context,
}) => {
  // No local backend here: the editor falls back to the GitHub backend of production.
  await context.route(`http://localhost:${cmsBackendPort}/**`, (route) => route.abort());
  // The OAuth proxy (CMS_AUTH_URL) as a Cloudflare Worker or Netlify answers after GitHub's
  // consent screen: a page that hands the token to its opener with Decap's handshake.
  await context.route(`${cmsAuthOrigin}/auth**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Signed in</title><script>
        addEventListener('message', (event) => {
          opener.postMessage('authorization:github:success:' +
            JSON.stringify({ token: 'test-token', provider: 'github' }), event.origin);
        }, { once: true });
        opener.postMessage('authorizing:github', '*');
      </script>`,
    }),
  );
  const github = new Promise<string | null>((resolve) =>
    context.route('https://api.github.com/**', async (route) => {
      resolve(route.request().headers()['authorization'] ?? null);
      await route.fulfill({ status: 503, json: { message: 'offline test' } });
    }),
  );
  await page.goto('/admin/');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  expect((await popup).url()).toMatch(`${cmsAuthOrigin}/auth?provider=github`);
  // The editor got the token through window.opener and calls GitHub with it. A page policy of
  // Cross-Origin-Opener-Policy: same-origin would cut the popup off from its opener here (it
  // did: the site's policy is same-origin-allow-popups since, lib/security-headers.ts).
  expect(await github).toBe('token test-token');
});
