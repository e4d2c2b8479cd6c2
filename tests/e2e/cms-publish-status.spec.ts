// "Publish tells what happened", in Decap's own UI: a marketer edits a news post in /admin/
// (out-e2e/, whose editor reads commit statuses from the stub GitHub of
// tests/e2e/support/github-stub.ts, CMS_STATUS_API) and publishes it through the editorial workflow
// into a sandbox repository (decap-server, git mode, on a port of its own:
// tests/e2e/support/editor.ts). The panel after Publish then shows what the stub's host reports on
// the published commit, in GitHub's documented shapes: "Building your change…", then "Live" with
// the post's page; and for a second post a host whose build fails, "Failed:" with the first line
// of its reason and its log. The token Decap holds goes in the
// Authorization header, never in a URL.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from './support/test';
import { githubStubPort, leadSiteOrigin } from './support/ports';
import { editorSandbox, editorSpec, expect, logIn, saveAndPublish } from './support/editor';
import { deployed, startGitHubStub, type GitHubStub, type Scenario } from './support/github-stub';

editorSpec();
// One stub GitHub, one test at a time (its port), in order; a failure does not skip the next.
test.describe.configure({ mode: 'default' });
/** A news post of the content: its slug and title. */
function newsPost(index: number) {
  const file = readdirSync('content/news').filter((name) => name.endsWith('.md'))[index]!;
  const title = /^title: (.+)$/m.exec(readFileSync(path.join('content/news', file), 'utf8'))![1]!;
  return { slug: file.replace(/\.md$/, ''), title: title.replace(/^['"]|['"]$/g, '') };
}

let stub: GitHubStub;
test.beforeAll(async () => {
  stub = await startGitHubStub(githubStubPort);
});
test.afterAll(async () => {
  await stub?.close();
});

/**
 * Logs in to /admin/ over a fresh sandbox, edits the `index`-th news post's excerpt and publishes
 * it with the stub playing `scenario`; returns the panel and the post.
 */
async function publishPost(page: Page, index: number, scenario: Scenario) {
  const sandbox = await editorSandbox();
  try {
    const post = newsPost(index);
    await logIn(page, sandbox);
    // The login as the GitHub backend keeps it (decap-cms-user), with a token to send.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as object;
      localStorage.setItem('decap-cms-user', JSON.stringify({ ...user, token: 'stub-token' }));
    });
    await page.goto(`/admin/#/collections/news/entries/${post.slug}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(post.title);
    await page
      .getByLabel('Excerpt', { exact: true })
      .fill(`Changed by the test of the panel after Publish, commit ${scenario.sha.slice(0, 7)}.`);
    stub.play(scenario);
    await saveAndPublish(page);
    const panel = page.getByRole('status').filter({ hasText: `“${post.title}” published` });
    return { panel, post, done: sandbox.close };
  } catch (error) {
    await sandbox.close();
    throw error;
  }
}

const vercelLog = 'https://vercel.com/finorbit/website/8GhJ2kLmNpQrStUv';

test('after Publish the panel says "Building", then "Live" with the page’s link @any-width', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sha = 'a'.repeat(40);
  const { panel, post, done } = await publishPost(page, 0, {
    sha,
    looks: [
      // Vercel has started (its commit status); the repository's CI runs beside it.
      {
        statuses: [
          { context: 'Vercel', state: 'pending', description: 'Building', target_url: vercelLog },
        ],
        checkRuns: [
          {
            name: 'test',
            status: 'in_progress',
            conclusion: null,
            app: { slug: 'github-actions' },
          },
        ],
      },
      {
        statuses: [
          { context: 'Vercel', state: 'pending', description: 'Building', target_url: vercelLog },
        ],
        checkRuns: [
          {
            name: 'test',
            status: 'in_progress',
            conclusion: null,
            app: { slug: 'github-actions' },
          },
        ],
      },
      deployed(vercelLog),
    ],
  });
  try {
    await expect(panel).toContainText('Building your change…');
    await expect(panel.getByRole('link', { name: 'Follow the build' })).toHaveAttribute(
      'href',
      vercelLog,
    );
    await expect(panel).toContainText('Live:');
    const pageUrl = `${leadSiteOrigin}/news/${post.slug}/`;
    await expect(panel.getByRole('link', { name: pageUrl })).toHaveAttribute('href', pageUrl);
    // It asked for the publish's commit by the post's file, then that commit's reports.
    const reads = stub.requests.filter((request) => request.method === 'GET');
    expect(reads[0]!.url).toBe(
      `/repos/finorbit/website/commits?sha=main&path=content%2Fnews%2F${post.slug}.md&per_page=1`,
    );
    expect(
      reads.some((request) => request.url === `/repos/finorbit/website/commits/${sha}/status`),
    ).toBe(true);
    // The token only ever in the Authorization header.
    expect(reads.every((request) => request.authorization === 'token stub-token')).toBe(true);
    expect(stub.requests.some((request) => request.url.includes('stub-token'))).toBe(false);
  } finally {
    await done();
  }
});

test('a build that fails: "Failed:" with the first line of the host’s reason and its log @any-width', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const log = 'https://dash.cloudflare.com/abc123/pages/view/finorbit/4f2b1c9e';
  const cloudflare = { slug: 'cloudflare-workers-and-pages', name: 'Cloudflare Workers and Pages' };
  const { panel, done } = await publishPost(page, 1, {
    sha: 'b'.repeat(40),
    looks: [
      // Cloudflare Pages reports a check run, no commit status.
      {
        statuses: [],
        checkRuns: [
          { name: 'Cloudflare Pages', status: 'in_progress', details_url: log, app: cloudflare },
        ],
      },
      {
        statuses: [],
        checkRuns: [
          { name: 'Cloudflare Pages', status: 'in_progress', details_url: log, app: cloudflare },
        ],
      },
      {
        statuses: [],
        checkRuns: [
          {
            name: 'Cloudflare Pages',
            status: 'completed',
            conclusion: 'failure',
            details_url: log,
            app: cloudflare,
            output: {
              title: 'Build failed: npm run build exited with code 1\nat 12:01:40',
              summary: '12:01:02 Cloning repository…\n12:01:40 Failed: build command exited',
            },
          },
        ],
      },
    ],
  });
  try {
    await expect(panel).toContainText('Building your change…');
    await expect(panel).toContainText('Failed: Build failed: npm run build exited with code 1');
    await expect(panel).not.toContainText('12:01');
    await expect(panel.getByRole('link', { name: 'The host’s log' })).toHaveAttribute('href', log);
  } finally {
    await done();
  }
});
