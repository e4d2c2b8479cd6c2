// One small driver over the two engines Playwright cannot drive here, so the checks in checks.ts
// are written once:
// - Gecko: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi. Scripts off is the
//   `javascript.enabled` pref; every console error, page error and CSP refusal arrives over BiDi
//   (Firefox reports a refusal as an error of the page).
// - WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver, a plain HTTP protocol:
//   the handful of commands below need no client library) in Xvfb. Scripts off is MiniBrowser's
//   `--enable-javascript=false`. WebKitGTK's driver has no BiDi and no log, so a listener for
//   errors and `securitypolicyviolation` is added right after each load (it sees everything the
//   checks trigger), and the load itself is checked by its outcome: every inline style applied and,
//   with scripts, the page hydrated (a refused inline script or a start-up error stops both).
// Input is real: clicks at the element's centre (scrolled into view), key presses, typing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { freePort } from '../e2e/support/ports';

export type Engine = 'gecko' | 'webkit';
export type Key = 'Escape' | 'Tab' | 'Enter';
export type Viewport = { width: number; height: number };

export interface Driver {
  readonly engine: Engine;
  readonly scripts: boolean;
  /** "Firefox 153.7.0esr" / "WebKitGTK 2.50.6". */
  readonly version: string;
  setViewport(width: number, height: number): Promise<void>;
  /** Navigates and resolves after `load`. */
  goto(url: string): Promise<void>;
  /** Runs `fn(...args)` in the page (with scripts off too) and returns its JSON result. */
  run<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** Runs `fn(element, ...args)` on the first element `selector` matches. */
  runOn<A extends unknown[], R>(
    selector: string,
    fn: (element: Element, ...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R>;
  clickAt(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  type(text: string): Promise<void>;
  /** Sets the file of the first `input[type=file]` `selector` matches, as a picked file does. */
  upload(selector: string, file: string): Promise<void>;
  /** Errors and CSP refusals since the last call (and drains them). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A call of `fn` as source for the page's realm (tsx names functions through `__name`: supply it).
 * With `selector`, the first matching element is the first argument.
 */
function source(fn: (...args: never[]) => unknown, args: unknown[], selector?: string): string {
  const element =
    selector === undefined ? '' : `document.querySelector(${JSON.stringify(selector)}), `;
  return `((__name) => (${fn.toString()})(${element}...${JSON.stringify(args)}))((f) => f)`;
}

export const geckoBinary = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverBinary = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserBinary =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** What is missing to run an engine here (empty when it can run). */
export function missing(engine: Engine): string[] {
  const needed =
    engine === 'gecko'
      ? [geckoBinary]
      : [webkitDriverBinary, miniBrowserBinary, '/usr/bin/xvfb-run'];
  return needed.filter((file) => !existsSync(file));
}

// ------------------------------------------------------------------------------------- Gecko

export async function launchGecko(scripts: boolean): Promise<Driver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: geckoBinary,
    headless: true,
    extraPrefsFirefox: { 'javascript.enabled': scripts },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`page: ${(error as Error).message ?? error}`));
  const version = (await browser.version()).replace(/^firefox\//, 'Firefox ');
  return {
    engine: 'gecko',
    scripts,
    version,
    setViewport: (width, height) => page.setViewport({ width, height }),
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
      // BiDi may report the load before the realm of the new document answers.
      // (Polled from here: with scripts off no timer runs in the page.)
      for (const started = Date.now(); Date.now() - started < 10_000;) {
        const state = await page
          .evaluate(() => document.documentElement && document.readyState)
          .catch(() => null);
        if (state === 'complete') return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${url} did not finish loading`);
    },
    run: (fn, ...args) => page.evaluate(source(fn as never, args)) as never,
    runOn: (selector, fn, ...args) => page.evaluate(source(fn as never, args, selector)) as never,
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    upload: async (selector, file) => {
      const input = await page.$(selector);
      if (!input) throw new Error(`no ${selector} to upload to`);
      await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
    },
    errors: async () => found.splice(0),
    close: () => browser.close(),
  };
}

// ------------------------------------------------------------------------------------- WebKit

const keyCodes: Record<Key, string> = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007' };

/** Installed in the page after each load: what goes wrong from then on. */
function listen() {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const found: string[] = (w.__engineErrors = []);
  addEventListener('error', (event) => found.push(`page: ${event.message}`));
  addEventListener('unhandledrejection', (event) => found.push(`page: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    found.push(`csp: ${event.violatedDirective} ${event.blockedURI}`),
  );
  const error = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    found.push(`console: ${parts.map(String).join(' ')}`);
    error(...parts);
  };
}

/** What the load did, judged by its outcome (see the header). */
function loadOutcome(scripts: boolean): Promise<string[]> {
  const problems: string[] = [];
  document.querySelectorAll('style').forEach((style, index) => {
    if (style.textContent?.trim() && !style.sheet?.cssRules.length) {
      problems.push(`csp: inline <style> #${index + 1} not applied`);
    }
  });
  if (!scripts || !document.querySelector('script[src*="/_next/"]')) {
    return Promise.resolve(problems);
  }
  // Hydration: React marks its root container once the page's islands are live.
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (Object.keys(document).some((key) => key.startsWith('__reactContainer$'))) {
        resolve(problems);
      } else if (Date.now() - started > 15_000) {
        resolve([...problems, 'page: the page did not hydrate within 15 s']);
      } else setTimeout(check, 50);
    };
    check();
  });
}

export async function launchWebKit(scripts: boolean, viewport: Viewport): Promise<Driver> {
  const port = await freePort();
  // GTK keeps a window at least ~450 px wide, so a phone's viewport is a screen of its size with
  // the browser full-screen on it.
  const driver: ChildProcess = spawn(
    'xvfb-run',
    [
      '-a',
      '-s',
      `-screen 0 ${viewport.width}x${viewport.height}x24`,
      webkitDriverBinary,
      `--port=${port}`,
    ],
    { stdio: 'ignore', detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  let session = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${session && `/session/${session}`}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: { error?: string; message?: string } };
    if (value?.error) throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
    return value as unknown;
  };
  const stop = () => {
    try {
      process.kill(-driver.pid!);
    } catch {
      // already gone
    }
  };
  try {
    for (const started = Date.now(); ;) {
      const ready = await call('GET', '/status').then(
        () => true,
        () => false,
      );
      if (ready) break;
      if (Date.now() - started > 20_000) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const created = (await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowserBinary,
            args: ['--automation', '--full-screen', `--enable-javascript=${scripts}`],
          },
        },
      },
    })) as { sessionId: string; capabilities: { browserVersion: string } };
    session = created.sessionId;
    const evaluate = async (script: string) =>
      call('POST', '/execute/sync', { script: `return ${script}`, args: [] });
    const run = async <A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A) =>
      (await evaluate(source(fn as never, args))) as R;
    let loadProblems: string[] = [];
    return {
      engine: 'webkit',
      scripts,
      version: `WebKitGTK ${created.capabilities.browserVersion}`,
      setViewport: async (width, height) => {
        // Full screen comes a moment after the window, or not at all (then the window is sized);
        // either takes a moment to show in the page, longer on a loaded two-core CI machine (its
        // page once still measured 1024×768 right after the resize).
        const size = () => run(() => `${innerWidth}×${innerHeight}`);
        const want = `${width}×${height}`;
        const reaches = async (ms: number) => {
          for (const started = Date.now(); Date.now() - started < ms;) {
            if ((await size()) === want) return true;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return false;
        };
        if (await reaches(3000)) return;
        await call('POST', '/window/rect', { x: 0, y: 0, width, height });
        if (!(await reaches(10_000)))
          throw new Error(`WebKit's viewport is ${await size()}, not ${want}`);
      },
      goto: async (url) => {
        await call('POST', '/url', { url });
        await run(listen);
        loadProblems = loadProblems.concat(await run(loadOutcome, scripts));
      },
      run,
      runOn: async (selector, fn, ...args) =>
        (await evaluate(source(fn as never, args, selector))) as never,
      clickAt: async (x, y) => {
        await call('POST', '/actions', {
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ],
        });
      },
      press: async (key) => {
        const value = keyCodes[key];
        await call('POST', '/actions', {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value },
                { type: 'keyUp', value },
              ],
            },
          ],
        });
      },
      type: async (text) => {
        await call('POST', '/actions', {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: [...text].flatMap((value) => [
                { type: 'keyDown', value },
                { type: 'keyUp', value },
              ]),
            },
          ],
        });
      },
      upload: async (selector, file) => {
        // Element Send Keys with the file's path: a file input takes it as the picked file
        // (W3C WebDriver; not interactable, as Decap's hidden input is, is allowed for files).
        const found = (await call('POST', '/element', {
          using: 'css selector',
          value: selector,
        })) as Record<string, string>;
        const element = Object.values(found)[0];
        await call('POST', `/element/${element}/value`, { text: file });
      },
      errors: async () => {
        const inPage = await run(() =>
          ((window as unknown as { __engineErrors?: string[] }).__engineErrors ?? []).splice(0),
        ).catch(() => [] as string[]);
        return [...loadProblems.splice(0), ...inPage];
      },
      close: async () => {
        await call('DELETE', '').catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Launches an engine with its viewport (WebKit's screen is made that size). */
export async function launch(engine: Engine, scripts: boolean, viewport: Viewport) {
  const driver = await (engine === 'gecko'
    ? launchGecko(scripts)
    : launchWebKit(scripts, viewport));
  // A browser that cannot take the viewport is closed, its processes with it (else they keep the
  // run alive).
  await driver.setViewport(viewport.width, viewport.height).catch(async (error: unknown) => {
    await driver.close();
    throw error;
  });
  return driver;
}
