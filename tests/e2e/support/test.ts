// The Playwright API, plus `enhanced`: a wait for the page's islands, for tests of what an island
// adds (WAI-ARIA keys, JSON submits, Swiper). `page.goto` does not wait for hydration: controls work
// from the HTML, so a test that acts right after `load` must see them work.
// `test` fails any test whose page the Content-Security-Policy refused anything, at any step: every
// menu, tab, carousel, lightbox and form the specs drive runs under each page's strict policy.
// With `forbidThirdPartyRequests` it also fails a test whose page requested anything from a third
// party.
import {
  test as base,
  expect,
  type ConsoleMessage,
  type Page,
  type Request,
} from '@playwright/test';

export * from '@playwright/test';

type Fixtures = {
  allowCspViolations: boolean;
  cspViolations: string[];
  forbidThirdPartyRequests: boolean;
  thirdPartyRequests: string[];
};

export const test = base.extend<Fixtures>({
  /** Set by the one spec that injects markup the policy must refuse. */
  allowCspViolations: [false, { option: true }],
  cspViolations: [
    async ({ page, allowCspViolations }, use) => {
      // Chromium reports each refusal on the console, with scripts on or off.
      const refused: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      };
      page.on('console', onConsole);
      await use(refused);
      page.off('console', onConsole); // a page shared by several tests (a11y.spec.ts) keeps going
      if (!allowCspViolations) expect(refused, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Set where nothing may leave the local servers (the axe pass, which loads every page and
   * wakes its islands without a click). Tests that open a video route its requests themselves.
   */
  forbidThirdPartyRequests: [false, { option: true }],
  thirdPartyRequests: [
    async ({ page, forbidThirdPartyRequests }, use) => {
      const thirdParty: string[] = [];
      const onRequest = (request: Request) => {
        if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
      };
      page.on('request', onRequest);
      await use(thirdParty);
      page.off('request', onRequest);
      if (forbidThirdPartyRequests) {
        expect(thirdParty, 'no request to a third party before a click').toEqual([]);
      }
    },
    { auto: true },
  ],
});

/** Resolves once React has hydrated the page (its root container is attached to the document). */
export async function enhanced(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
  );
}

/**
 * Resolves once the page's fonts are final: the web fonts loaded where the page names them (a
 * later visit, lib/web-fonts.ts), and every pending font load done. A first visit names
 * only the fallback faces and never swaps.
 */
export async function fontsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.documentElement.hasAttribute('data-web-fonts') ||
      ['Inter', 'Manrope'].every((family) =>
        [...document.fonts].some((face) => face.family === family && face.status === 'loaded'),
      ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
