// Readiness benchmark over the built out/ (a measurement, not a test: it never fails).
//   npm run benchmark:readiness            the four controls below, 5 runs each (RUNS=)
//   npm run benchmark:readiness -- demo    only the controls whose path contains a word
// A visitor on a mid-range phone: Chromium at 375 px with touch, applied throttling through the
// DevTools protocol (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower), a cold cache.
// From the first contentful paint on, the control is tapped every 50 ms until it reacts; printed
// per control (median of the runs): first contentful paint, the first tap that worked, the gap
// between the two and how many taps did nothing. Page and Node clocks are both epoch based
// (performance.timeOrigin), so a tap's time is when it was sent, not when the page got to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { staticPage } from '../content/routes';

const helpCenterPage = staticPage('/help-center/').content;

const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4295);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const TAP_EVERY = 50;
const GIVE_UP_AFTER = 20_000;

// In-page code is plain JavaScript text run through the DevTools protocol (no Playwright
// locator machinery: compiling that in a 4x slower page would delay the first tap it measures).
type Scenario = {
  name: string;
  path: string;
  /** An expression for the control a visitor taps. */
  control: string;
  /** An expression, with `control` in scope: has the tap done what the visitor wanted? */
  worked: string;
  /** How long a tap's effect may take to show (an animated scroll), ms; 0: at once. */
  settle?: number;
};

const topics = helpCenterPage.sections.find((section) => section.type === 'helpTopics');
const secondTopic = topics?.type === 'helpTopics' ? topics.topics[1]?.label : undefined;
if (!secondTopic) throw new Error('the help center has no second topic');

const carousel = `document.querySelector('[aria-roledescription="carousel"]')`;

const scenarios: Scenario[] = [
  {
    name: 'side menu opens (/)',
    path: '/',
    control: `document.querySelector('button[aria-label="Open menu"]')`,
    worked: `document.querySelector('[role="dialog"][aria-labelledby="side-menu-title"]').checkVisibility()`,
  },
  {
    name: 'second help topic shows (/help-center/)',
    path: '/help-center/',
    control: `[...document.querySelectorAll('#topics a, #topics [role="tab"]')].find((el) => el.textContent.trim() === ${JSON.stringify(secondTopic)})`,
    // The panel a tab controls (aria-controls once enhanced, its fragment link before).
    worked: `document.getElementById(control.getAttribute('aria-controls') || decodeURIComponent(control.getAttribute('href').split('#')[1])).checkVisibility()`,
  },
  {
    name: 'carousel shows the next slide (/company/)',
    path: '/company/',
    // The visible one: before Swiper there is a next link per slides-per-view layout.
    control: `[...${carousel}.querySelectorAll('[aria-label="Next slide"]')].find((el) => el.checkVisibility())`,
    // The strip scrolls to the slide smoothly: a tap has worked if the slide arrives.
    settle: 700,
    // Slide 2 at least half inside the carousel's viewport.
    worked: `(() => {
      const view = ${carousel}.querySelector('.swiper').getBoundingClientRect();
      const slide = ${carousel}.querySelector('[aria-label^="2 of"]').getBoundingClientRect();
      return Math.min(slide.right, view.right) - Math.max(slide.left, view.left) > slide.width / 2;
    })()`,
  },
  {
    name: 'empty budget is named on submit (/request-for-demo/)',
    path: '/request-for-demo/',
    control: `document.querySelector('form[aria-label="Request a demo"] [type="submit"]')`,
    worked: `[...control.form.querySelectorAll('*')].some((el) => el.textContent.trim() === 'Please select your budget.' && el.checkVisibility())`,
  },
];

type Run = { fcp: number; works: number; gap: number; dead: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(scenario: Scenario): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: existsSync(chromePath) ? chromePath : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const run = async <T>(expression: string): Promise<T> => {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(`${scenario.name}: ${exceptionDetails.text}`);
      return result.value as T;
    };

    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'commit' });
    // Poll for the first contentful paint and, in the same evaluation, find where to tap: the
    // control's centre, scrolled into view (the layout is final once the page has painted).
    type Paint = { origin: number; start: number; x: number; y: number };
    let paint: Paint | undefined;
    const started = Date.now();
    while (!paint) {
      if (Date.now() - started > GIVE_UP_AFTER) throw new Error(`${scenario.path}: no FCP`);
      paint = await run<Paint | undefined>(`(() => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (!entry) return undefined;
        const control = ${scenario.control};
        control.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = control.getBoundingClientRect();
        return { origin: performance.timeOrigin, start: entry.startTime,
          x: box.x + box.width / 2, y: box.y + box.height / 2 };
      })()`);
      if (!paint) await sleep(5);
    }
    const fcpAt = paint.origin + paint.start;
    let point = { x: paint.x, y: paint.y };
    let dead = 0;
    for (;;) {
      // After a tap that did nothing, look again: the page may have moved the control.
      if (dead > 0)
        point = await run<typeof point>(`(() => {
          const box = (${scenario.control}).getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        })()`);
      const sent = Date.now();
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: point.x, y: point.y }],
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      const worked = () =>
        run<boolean>(
          `(() => { try { const control = ${scenario.control}; return Boolean(${scenario.worked}); } catch { return false; } })()`,
        );
      let ok = await worked();
      while (!ok && Date.now() - sent < (scenario.settle ?? 0)) {
        await sleep(25);
        ok = await worked();
      }
      if (ok) {
        const gap = Math.max(0, sent - fcpAt);
        return { fcp: paint.start, works: paint.start + gap, gap, dead };
      }
      dead += 1;
      if (sent - fcpAt > GIVE_UP_AFTER) throw new Error(`${scenario.name}: never worked`);
      await sleep(Math.max(0, TAP_EVERY - (Date.now() - sent)));
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    await sleep(800);
    const rows = [
      '| Control | First paint ms | Works at ms | Gap ms | Dead taps |',
      '| ------- | -------------: | ----------: | -----: | --------: |',
    ];
    const only = process.argv.slice(2);
    const chosen = scenarios.filter(
      (scenario) => !only.length || only.some((word) => scenario.path.includes(word)),
    );
    for (const scenario of chosen) {
      const results: Run[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await measure(scenario));
      const m = (key: keyof Run) => median(results.map((result) => result[key]));
      const line = `| ${scenario.name} | ${m('fcp').toFixed(0)} | ${m('works').toFixed(0)} | ${m('gap').toFixed(0)} | ${m('dead')} |`;
      console.error(line, JSON.stringify(results.map((result) => Math.round(result.gap))));
      rows.push(line);
    }
    console.log(
      `\nReadiness at 375 px, applied throttling (150 ms RTT, 1.6 Mbps, CPU 4x), tap every ${TAP_EVERY} ms from FCP, median of ${runs}\n`,
    );
    console.log(rows.join('\n'));
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 0;
});
