// The content editor's e2e helpers, shared by tests/e2e/cms*.spec.ts: a sandbox repository with
// the editor's local backend on a port of its own (so every test has its own and any number run
// at once), the login, and the marketer's moves in Decap's UI (a collection, an entry, a select,
// a block of the Sections list, Save and Publish through the editorial workflow).
import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type Locator, type Page, type Request } from '@playwright/test';
import { test } from './test';
import { cmsBackendPort, freePort, leadSiteOrigin } from './ports';
import { createSandbox, removeSandbox, startLocalBackend, stop } from './cms-sandbox';

// Decap is a 5 MB single-page app, and its local backend commits and merges with git: on a loaded
// two-core CI machine its login page once took 25 s to appear and a merge over 5 s. The waits are
// upper bounds; a quick editor passes as quickly as before.
export const expect = baseExpect.configure({ timeout: 30_000 });

type SpecOptions = Parameters<typeof test.use>[0];

/**
 * What every editor spec starts with: skipped where out-e2e/ (its editor) is not built, the pages
 * served from the form site (out-e2e/), an action's wait long enough for a loaded CI machine, and
 * the spec's own options (a time zone, pages that inject markup the policy refuses).
 */
export function editorSpec(options: SpecOptions = {}) {
  test.skip(!!process.env.E2E_SITE_ONLY, 'needs out-e2e/ (npm run build:e2e)');
  test.skip(
    !process.env.CI && !existsSync('out-e2e/admin/index.html'),
    'run `npm run build:e2e` first (npm test does)',
  );
  test.use({ baseURL: leadSiteOrigin, actionTimeout: 60_000, ...options });
}

/**
 * content/ alone in a throw-away git repository on `main`: all the local backend reads, made in a
 * fraction of a second (a test that builds the sandbox needs `createSandbox`'s whole project).
 */
export function contentSandbox(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'finorbit-cms-content-'));
  cpSync('content', path.join(dir, 'content'), {
    recursive: true,
    filter: (source) => !/\.tsx?$/.test(source),
  });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Content editor test');
  git('config', 'user.email', 'cms-test@example.com');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '--no-gpg-sign', '-m', 'Sandbox');
  return dir;
}

/** A sandbox with the editor's local backend over it, on a port of its own. */
export type EditorSandbox = {
  dir: string;
  port: number;
  /** Set once `close` starts: the page's requests to the backend are then aborted, not errors. */
  readonly closed: boolean;
  close: () => Promise<void>;
};

/**
 * A sandbox (`whole`: the whole project, to build it; else content/ alone), prepared by `prepare`
 * (files committed before the editor opens), with its local backend started.
 */
export async function editorSandbox({
  whole = false,
  prepare,
}: { whole?: boolean; prepare?: (dir: string) => void } = {}): Promise<EditorSandbox> {
  const dir = whole ? createSandbox() : contentSandbox();
  let backend: ChildProcess | undefined;
  try {
    prepare?.(dir);
    const port = await freePort();
    backend = await startLocalBackend(dir, port);
    const started = backend;
    let closed = false;
    return {
      dir,
      port,
      get closed() {
        return closed;
      },
      close: async () => {
        closed = true;
        await stop(started);
        removeSandbox(dir);
      },
    };
  } catch (error) {
    await stop(backend);
    removeSandbox(dir);
    throw error;
  }
}

/**
 * One request of the page sent on to the backend on `port` over a connection of its own, closed
 * after the reply (`agent: false`: `Connection: close`). Playwright's `route.fetch` keeps its
 * sockets alive with no idle limit of its own, while decap-server (Node's http server) closes an
 * idle one after 5 s: a request written to a socket just as the server closed it was reset
 * (ECONNRESET, "socket hang up"), a test or two in ten. A fresh connection per request has no such
 * race, and the local backend answers a few hundred requests a test.
 */
function forward(request: Request, port: number) {
  const url = new URL(request.url());
  const headers = Object.fromEntries(
    Object.entries(request.headers()).filter(
      ([name]) => !['host', 'connection', 'keep-alive', 'content-length'].includes(name),
    ),
  );
  const body = request.postDataBuffer();
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const sent = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method(),
          path: url.pathname + url.search,
          headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          agent: false,
        },
        (reply) => {
          const chunks: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => chunks.push(chunk));
          reply.on('error', reject);
          reply.on('end', () =>
            resolve({
              status: reply.statusCode ?? 502,
              headers: Object.fromEntries(
                Object.entries(reply.headers)
                  .filter(
                    ([name]) => !['connection', 'keep-alive', 'transfer-encoding'].includes(name),
                  )
                  .map(([name, value]) => [
                    name,
                    Array.isArray(value) ? value.join(', ') : String(value),
                  ]),
              ),
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(body ?? undefined);
    },
  );
}

/**
 * The editor's requests to the backend out-e2e/admin/ names (`cmsBackendPort`) answered by the
 * sandbox's. Decap may still be asking (a preview's data, the list after Publish) when a test ends
 * and stops the backend under it: such a request is aborted ("socket hang up" or refused while the
 * sandbox closes is the end of the test, not a failure of it); any other failure fails the test.
 */
export async function routeBackend(page: Page, sandbox: EditorSandbox) {
  await page.route(
    (url) => url.port === String(cmsBackendPort),
    async (route) => {
      let reply: Awaited<ReturnType<typeof forward>>;
      try {
        reply = await forward(route.request(), sandbox.port);
      } catch (error) {
        if (sandbox.closed) return route.abort().catch(() => undefined);
        throw error;
      }
      await route.fulfill(reply);
    },
  );
}

/**
 * /admin/ over the sandbox's backend, logged in (the local backend's Login button). Decap confirms
 * Publish with window.confirm and refuses a large upload with window.alert: both accepted.
 */
export async function logIn(page: Page, sandbox: EditorSandbox) {
  await routeBackend(page, sandbox);
  page.on('dialog', (dialog) => dialog.accept());
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Chooses an option of one of Decap's select widgets (react-select), within `scope`. */
export async function choose(page: Page, field: string, option: string, scope?: Locator) {
  await (scope ?? page).getByLabel(field, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** From the entry being edited (or the list) to a collection of the sidebar. */
export async function openCollection(page: Page, collection: string) {
  if (!(await page.getByRole('link', { name: collection, exact: true }).isVisible()))
    await page.getByRole('link', { name: /Writing in .* collection/ }).click();
  await page.getByRole('link', { name: collection, exact: true }).click();
}

/**
 * Opens an entry from the collection's list, by its link's name. Decap may render the list again
 * as it finishes loading it, which can swallow a click (a loaded CI machine once stayed on the
 * list for a minute): the click is repeated until the entry's form is there.
 */
export async function openEntry(page: Page, name: string) {
  const link = page.getByRole('link', { name, exact: true });
  await expect(async () => {
    if (await link.isVisible()) await link.click({ timeout: 5_000 });
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Save: Decap commits the entry to its own branch (a pull request on GitHub). */
export async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
}

/** The editorial workflow: Draft → Ready → Publish now (Decap merges the branch). */
export async function publish(page: Page) {
  await page.getByRole('button', { name: /Status: Draft/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  // Decap reads "Updating…" until the backend has the new status; a Publish chosen before that
  // is lost (a fresh-clone CI run once stayed at "Status: Ready" with nothing published).
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // After saying "Entry published", Decap reloads the media library, then the entry, and makes
  // the reloaded entry the form's draft whatever form is open by then (decap-cms-core 3.16's
  // publishUnpublishedEntry → loadEntry → createDraftFromEntry): a form opened before that lands
  // is overwritten (a run once found a new campaign page's form holding /help-center/'s fields,
  // its Save disabled). Both reloads (the local backend's actions) are waited for, to the end.
  const reloaded = ['getMedia', 'getEntry'].map((action) =>
    page
      .waitForResponse((response) =>
        (response.request().postData() ?? '').includes(`"action":"${action}"`),
      )
      .then((response) => response.finished()),
  );
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  // Merged: the toolbar says so (an earlier change's "Entry published" may still be showing).
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await expect(page.getByText('Entry published').first()).toBeVisible();
  await Promise.all(reloaded);
  // The draft is replaced once the reply is parsed: one frame later.
  await page.evaluate(() => new Promise(requestAnimationFrame));
}

/** Save, then the editorial workflow to Publish now. */
export async function saveAndPublish(page: Page) {
  await save(page);
  await publish(page);
}

/**
 * A block of the page form's Sections list, by its type's label. Its first button opens and
 * closes it; its first drag handle moves it.
 */
export const block = (page: Page, type: string) =>
  page
    .locator('label[for^="sections-field-"]')
    .filter({ hasText: new RegExp(`^${type}\\s*$`) })
    .locator('xpath=..');
export const toggle = (item: Locator) => item.getByRole('button').first();
export const dragHandle = (item: Locator) =>
  item.locator('[aria-roledescription="sortable"]').first();

/** The types of the Sections list, in order (the form's labels, not their upper-case look). */
export const blockOrder = (page: Page) =>
  page
    .locator('label[for^="sections-field-"]')
    .allTextContents()
    .then((labels) => labels.map((label) => label.trim()).slice(1)); // [0]: the list's own label

/**
 * Adds a block of `type` (its label) at the end of the Sections list; returns it, open. Decap may
 * close the menu again as it catches up with the last keystrokes (a loaded machine once closed it
 * while the click scrolled to its item, which then waited for a menu nobody reopened): the menu is
 * opened again until the item is clicked.
 */
export async function addBlock(page: Page, type: string) {
  const item = page.getByRole('menuitem', { name: type, exact: true });
  const blocks = block(page, type);
  const before = await blocks.count();
  // Decap may close the menu during the click; a retry reopens it, but never adds a second block
  // when the first click did add one (a CI run once got two calls to action).
  await expect(async () => {
    if ((await blocks.count()) > before) return;
    if (!(await item.isVisible()))
      await page.getByRole('button', { name: /^Add sections?$/i }).click();
    await item.click({ timeout: 5_000 });
    await expect(blocks).toHaveCount(before + 1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return blocks.nth(before);
}
