// The content editor in Gecko and WebKit (tests/engines/run.ts): out-e2e/'s /admin/ over the local
// backend on the port it names (`cmsBackendPort`), over a sandbox of the content
// (tests/e2e/support/editor.ts). A marketer logs in, writes a news post, uploads a phone camera's
// JPEG through the media library as its cover (tests/e2e/support/camera-photo.ts), describes it,
// saves and publishes it through the editorial workflow; the post and the photo, byte for byte,
// must then be committed on the sandbox's main branch. The Chromium specs (tests/e2e/cms.spec.ts)
// check the rest of the editor; this is the shortest path through Save and Publish with a photo.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeCameraPhoto } from '../e2e/support/camera-photo';
import { changedFiles, committedBytes, committedFile, stop } from '../e2e/support/cms-sandbox';
import { startLocalBackend, removeSandbox } from '../e2e/support/cms-sandbox';
import { contentSandbox } from '../e2e/support/editor';
import { deployed, startGitHubStub } from '../e2e/support/github-stub';
import { cmsBackendPort, githubStubPort, leadSiteOrigin } from '../e2e/support/ports';
import { click, expectShown, until, type Check, type Target } from './checks';
import type { Driver } from './driver';

/** Decap's waits: a 5 MB app, git commits and merges, on two loaded cores. */
const SLOW = 60_000;

/** Decap's buttons: real ones, its toolbar's menu buttons (role=button) and their items. */
const buttons = 'button, [role="button"], [role="menuitem"]';

/** A button by its text (Decap's toolbar, dialogs and menus). */
const button = (text: string): Target => ({ selector: buttons, text });

/** Waits for a control, then clicks it for real. */
async function press(driver: Driver, target: Target) {
  try {
    await expectShown(driver, target, true, SLOW);
  } catch (error) {
    // What there is instead: the buttons the page shows.
    const shown = await driver.run(
      (selector: string) =>
        [...document.querySelectorAll(selector)]
          .filter((item) => item.getBoundingClientRect().width > 0)
          .map((item) => JSON.stringify(item.textContent!.trim()))
          .join(', '),
      buttons,
    );
    throw new Error(`${(error as Error).message}; buttons shown: ${shown}`);
  }
  await click(driver, target);
}

/** In the page: the CSS selector of the control a label names (Decap's `for`). */
function fieldOf(label: string): string | null {
  const found = [...document.querySelectorAll('label')].find(
    (item) => item.textContent!.trim() === label,
  );
  const id = found?.getAttribute('for');
  return id ? `[id="${id}"]` : null;
}

/** Clicks into the field a label names and types `text` (a select: the option, then Enter). */
async function fill(driver: Driver, label: string, text: string, select = false) {
  const selector = await until(
    `the field "${label}"`,
    () => driver.run(fieldOf, label),
    (value) => value !== null,
    SLOW,
  );
  // Focused from the page: a select's input is a sliver inside its box, and in WebKitGTK a field
  // below an open select's menu gave no steady point to click. The typing is real.
  await driver.runOn(selector!, (input) => (input as HTMLElement).focus());
  await driver.type(text);
  if (select) await driver.press('Enter');
}

/**
 * In the page: what it says after Save — the lines of its text that speak of saving (as shown: Decap upper-cases some) (Decap's
 * notification: "Changes saved" or "Not saved: …") and the errors shown under fields.
 */
function saveOutcome(): string {
  const lines = document.body.innerText
    .split('\n')
    .filter((line) => /saved|persist|required|must be/i.test(line));
  const errors = [...document.querySelectorAll('[class*="ControlErrorsList"] li')].map(
    (item) => `field error: ${item.textContent}`,
  );
  return [...new Set([...lines, ...errors])].join(' | ');
}

/** Waits until the page has sent the backend nothing new for 2 s (its resource timing). */
async function settled(driver: Driver) {
  let last = { count: -1, since: Date.now() };
  await until(
    'the editor done with the backend',
    async () => {
      const count = await driver.run(
        (port: number) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).port === String(port)).length,
        cmsBackendPort,
      );
      if (count !== last.count) last = { count, since: Date.now() };
      return Date.now() - last.since;
    },
    (quiet) => quiet >= 2_000,
    SLOW,
  );
}

/** One engine at a time: both would start the backend on `cmsBackendPort`. */
let queue: Promise<unknown> = Promise.resolve();

const post = {
  title: 'Kochi branch opens with same-day gold loans',
  slug: 'kochi-branch-opens-with-same-day-gold-loans',
  excerpt: 'A new branch on Finorbit, its first gold loan sanctioned before ten.',
  body: 'Members queued from nine.',
  photo: 'kochi-branch-opening.jpg',
  alt: 'The new Kochi branch on its opening morning',
};

export const editorCheck: Check = {
  name: 'the editor (out-e2e/admin/): a news post with a camera photo saved and published',
  run: (driver) => {
    const turn = queue.then(() => publishWithPhoto(driver));
    queue = turn.catch(() => undefined);
    return turn;
  },
};

async function publishWithPhoto(driver: Driver) {
  const sandbox = contentSandbox();
  const uploads = mkdtempSync(path.join(os.tmpdir(), 'finorbit-engines-upload-'));
  const backend = await startLocalBackend(sandbox, cmsBackendPort);
  // The stub GitHub the panel after Publish asks (CMS_STATUS_API of out-e2e/): the host's build of
  // the publish's commit has succeeded. Without it the panel's read fails, an error of the page.
  const github = await startGitHubStub(githubStubPort);
  const sha = 'b'.repeat(40);
  github.play({
    sha,
    looks: [deployed()],
  });
  try {
    const photo = await makeCameraPhoto(23);
    writeFileSync(path.join(uploads, post.photo), photo);
    await driver.goto(`${leadSiteOrigin}/admin/`);
    // Every request to the backend in the page's resource timing (see `settled`), not the first 250.
    await driver.run(() => performance.setResourceTimingBufferSize(100_000));
    await press(driver, button('Login'));
    // Publish asks with window.confirm: a marketer says yes.
    await driver.run(() => {
      window.confirm = () => true;
    });
    await driver.run(() => {
      location.hash = '#/collections/news/new';
    });
    await fill(driver, 'Title', post.title);
    // A post needs its day (or a Publish at): the field's Now button, today in the company's zone.
    await press(driver, { selector: '[data-testid="now-button"]' });
    await until(
      'the Publication date',
      () =>
        driver.run((label) => {
          const found = [...document.querySelectorAll('label')].find(
            (item) => item.textContent!.trim() === label,
          );
          const input = found && document.getElementById(found.getAttribute('for') ?? '');
          return (input as HTMLInputElement | null)?.value ?? '';
        }, 'Publication date (optional)'),
      (value) => value !== '',
      SLOW,
    );
    await fill(driver, 'Author', 'Sneha', true);
    await fill(driver, 'Category', 'Customers', true);
    await fill(driver, 'Excerpt', post.excerpt);
    await click(driver, { selector: '[data-slate-editor="true"]' });
    await driver.type(post.body);
    // The cover, through the media library: the file input of its upload button.
    await press(driver, button('Choose an image'));
    await until(
      'the media library open',
      () => driver.run(() => !!document.querySelector('input[type="file"]')),
      (open) => open,
      SLOW,
    );
    await driver.upload('input[type="file"]', path.join(uploads, post.photo));
    await press(driver, button('Choose selected'));
    await expectShown(driver, button('Choose different image'), true, SLOW);
    await fill(driver, 'Alt text (optional)', post.alt);
    await press(driver, button('Save'));
    // Decap's notification: saved, or why not (its "Not saved: …", and the fields it marks).
    await until(
      'Save',
      () => driver.run(saveOutcome),
      (seen) => /changes saved/i.test(seen),
      SLOW,
    );
    await press(driver, button('Status: Draft'));
    await press(driver, button('Ready'));
    await expectShown(driver, button('Status: Ready'), true, SLOW);
    await press(driver, button('Publish'));
    await press(driver, button('Publish now'));
    await expectShown(driver, button('Published'), true, SLOW);
    // The panel after Publish: the host's word, live.
    await until(
      'the panel after Publish',
      () =>
        driver.run(() =>
          [...document.querySelectorAll('[role="status"]')]
            .map((item) => item.textContent)
            .join(' | '),
        ),
      (panel) => panel.includes('Live:'),
      SLOW,
    );
    // Merged on main: the post and the photo, the photo byte for byte.
    const files = [`content/media/${post.photo}`, `content/news/${post.slug}.md`];
    await until(
      'the merge on main',
      async () => changedFiles(sandbox, 'main~1..main').join(', '),
      (value) => value === files.join(', '),
      SLOW,
    );
    // After Publish, Decap reloads the media library (the 5 MB photo) and then the entry: the
    // backend is stopped only once those are answered (WebKit, quicker to get here, once stopped
    // it under the entry's reload: "TypeError: Load failed", an error of the page).
    await settled(driver);
    if (!committedBytes(sandbox, files[0]!).equals(photo))
      throw new Error(`${files[0]} is not the uploaded photo`);
    const committed = committedFile(sandbox, files[1]!);
    for (const line of [
      `title: ${post.title}`,
      `image: /media/${post.photo}`,
      `imageAlt: ${post.alt}`,
    ])
      if (!committed.includes(line)) throw new Error(`${files[1]} lacks "${line}":\n${committed}`);
  } finally {
    await github.close();
    await stop(backend);
    removeSandbox(sandbox);
    rmSync(uploads, { recursive: true, force: true });
  }
}
