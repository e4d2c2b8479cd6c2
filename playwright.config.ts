import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { analyticsOrigin, leadOrigin, leadSitePort } from './tests/e2e/support/ports';

// Chromium's headless shell, as Playwright runs headless tests by default: the same Blink, V8 and
// Skia as Chromium, without the browser's own windows and UI pages, which cost each new page twice
// the CPU (20 fresh pages: 4.6 CPU-s in the shell, 10.4 in the full browser's headless mode; most
// of an e2e run is fresh pages on two cores). Debian's `chromium-headless-shell` (CI installs it),
// else Debian's Chromium, else Playwright's own. What measures a visitor's experience
// (scripts/benchmark*.ts) runs the full browser.
const executablePath = [
  process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
].find((file) => existsSync(file));
const port = Number(process.env.E2E_PORT ?? 4173);
const noScriptSpecs = /\.nojs\.spec\.ts$/;
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  // 375 CSS px as phones lay out; rendered at 1x: 2x quadruples raster work on CI's two cores and
  // changes no layout (the site's images are SVG).
  deviceScaleFactor: 1,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace only when a test is retried (CI retries once): recording one for every test and
    // discarding it on success cost a quarter of the e2e run's CPU. Locally: --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: noScriptSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Tests tagged @any-width check what no viewport changes (headers, files, form logic against
    // the endpoint, search results): they run once, at 1280 px.
    { name: 'mobile', testIgnore: noScriptSpecs, grepInvert: /@any-width/, use: phone },
    {
      // A phone with JavaScript off (or failed, or blocked by a proxy): every control must work
      // from the HTML alone. Runs the *.nojs.spec.ts files only.
      name: 'nojs',
      testMatch: noScriptSpecs,
      use: { ...phone, javaScriptEnabled: false },
    },
  ],
  // E2E_SITE_ONLY=1 serves only out/ (for running a page's spec without the form stack).
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(process.env.E2E_SITE_ONLY ? [] : formServers()),
  ],
});

function formServers() {
  return [
    // The form tests: out-e2e/ (built by `npm run build:e2e` with the endpoint below inlined)
    // and the loopback lead endpoint / customer portal stub it posts to.
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(leadSitePort), SERVE_ROOT: 'out-e2e' },
      url: `http://127.0.0.1:${leadSitePort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'npx tsx tests/e2e/support/lead-endpoint.ts',
      url: `${leadOrigin}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The analytics endpoint out-e2e/ sends its cookieless events to.
    {
      command: 'npx tsx tests/e2e/support/analytics-endpoint.ts',
      url: `${analyticsOrigin}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ];
}
