// The <head> script that names the web fonts only where this browser already fetched them
// (lib/web-fonts.ts). The browser behaviour (paints, requests, the h1 staying put) is
// covered by tests/e2e/first-paint.spec.ts; this pins the decisions.
import { storageKey, webFontsScript } from '@/lib/web-fonts';

const fonts = { version: 'abc123abc123', files: ['/fonts/body.1.woff2', '/fonts/heading.2.woff2'] };

/** FontFace stand-in: records what was loaded. */
function installFontFace(loaded: string[], fail = false) {
  (window as unknown as { FontFace: unknown }).FontFace = class {
    constructor(
      readonly family: string,
      readonly source: string,
    ) {}
    load() {
      loaded.push(this.source);
      return fail ? Promise.reject(new Error('network')) : Promise.resolve(this);
    }
  };
}

const run = () => new Function(webFontsScript(fonts))();
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

// jsdom fires the window's own load event once after start-up; let it pass first.
beforeAll(async () => {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-web-fonts');
});

test('a browser that fetched these fonts before names them from the first paint, fetching nothing', () => {
  const loaded: string[] = [];
  installFontFace(loaded);
  localStorage.setItem(storageKey, fonts.version);
  run();
  expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(true);
  window.dispatchEvent(new Event('load'));
  expect(loaded).toEqual([]);
});

test('a first visit stays in the fallback and fetches both files once the page has loaded', async () => {
  const loaded: string[] = [];
  installFontFace(loaded);
  run();
  expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(false);
  expect(loaded).toEqual([]);
  window.dispatchEvent(new Event('load'));
  await flush();
  expect(loaded).toEqual(['url("/fonts/body.1.woff2")', 'url("/fonts/heading.2.woff2")']);
  expect(localStorage.getItem(storageKey)).toBe(fonts.version);
  // Still the fallback on this page: nothing swaps under the visitor's eyes.
  expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(false);
});

test('fonts of an older build count as not fetched', () => {
  installFontFace([]);
  localStorage.setItem(storageKey, 'oldversion00');
  run();
  expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(false);
});

test('a failed fetch records nothing, so the next page tries again', async () => {
  installFontFace([], true);
  run();
  window.dispatchEvent(new Event('load'));
  await flush();
  expect(localStorage.getItem(storageKey)).toBeNull();
});

test.each([
  ['globalPrivacyControl', true],
  ['doNotTrack', '1'],
] as const)(
  'with %s on, nothing is read or written: the fallback faces, no fetch',
  async (name, value) => {
    const loaded: string[] = [];
    installFontFace(loaded);
    Object.defineProperty(navigator, name, { value, configurable: true });
    try {
      run();
      window.dispatchEvent(new Event('load'));
      await flush();
      expect(loaded).toEqual([]);
      expect(localStorage.length).toBe(0);
      expect(document.documentElement.hasAttribute('data-web-fonts')).toBe(false);
    } finally {
      Object.defineProperty(navigator, name, { value: undefined, configurable: true });
    }
  },
);
