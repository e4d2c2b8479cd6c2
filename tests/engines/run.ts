// `npm run test:engines`: the checks of checks.ts in Gecko (Firefox ESR) and WebKit (WebKitGTK),
// each with scripts on and then off, at 375 px, one browser session per engine and mode; and every
// page of out/ (plus the wide-table fixture of out-e2e/) swept at 375 px for sideways overflow,
// text drawn over text, errors and CSP refusals. Serves out/ and out-e2e/ and starts the lead endpoint stub on the e2e
// ports (tests/e2e/support/ports.ts). ENGINES=gecko or ENGINES=webkit runs one; CHECKS=menu runs
// the checks whose name contains `menu`, without the sweep.
// Where an engine is not installed: skipped with a message, except in CI (CI=true), where it fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { exportedPages } from '../e2e/support/pages';
import { leadOrigin, leadSiteOrigin, leadSitePort } from '../e2e/support/ports';
import {
  checks,
  overlappingText,
  photoFormats,
  sidewaysOverflow,
  tableRegions,
  type Context,
} from './checks';
import { launch, missing, type Driver, type Engine } from './driver';
import { editorCheck } from './editor';

const port = Number(process.env.E2E_PORT ?? 4173);
const site = `http://127.0.0.1:${port}`;
const fixture = '/help-center/wide-table-fixture/';
const width = 375;
const height = 740;
/** CHECKS=text runs only the checks whose name contains it, and no sweep. */
const only = process.env.CHECKS ?? '';

const servers: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  servers.push(child);
}

async function ready(url: string) {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const ok = await fetch(url).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

type Outcome = { engine: Engine; scripts: boolean; name: string; error?: string; ms: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function step(
  driver: Driver,
  name: string,
  body: () => Promise<void>,
  outcomes: Outcome[],
): Promise<void> {
  const started = Date.now();
  let error: string | undefined;
  try {
    await body();
    const errors = await driver.errors();
    if (errors.length) error = `errors or CSP refusals:\n      ${errors.join('\n      ')}`;
  } catch (thrown) {
    error = (thrown as Error).message;
    await driver.errors().catch(() => undefined);
  }
  const outcome = {
    engine: driver.engine,
    scripts: driver.scripts,
    name,
    error,
    ms: Date.now() - started,
  };
  outcomes.push(outcome);
  const mode = driver.scripts ? 'scripts on ' : 'scripts off';
  console.log(
    `  ${error ? '✗' : '✓'} ${driver.engine.padEnd(6)} ${mode} ${name} (${seconds(outcome.ms)})` +
      (error ? `\n      ${error}` : ''),
  );
}

/**
 * Every page at 375 px: no sideways scroll, no text drawn over other text, no error, no refusal;
 * the fixture's table scrolls.
 */
async function sweep(driver: Driver, pages: string[], outcomes: Outcome[]) {
  const figures: string[] = [];
  for (const path of pages) {
    await step(
      driver,
      `${path} does not overflow sideways or draw text over text`,
      async () => {
        await driver.goto(`${site}${path}`);
        const overflow = await driver.run(sidewaysOverflow);
        if (path.startsWith('/help-center/') && path !== '/help-center/') {
          figures.push(`${path} ${overflow}`);
        }
        if (overflow > 0) throw new Error(`${path}: the page scrolls ${overflow} px sideways`);
        const overlaps = await driver.run(overlappingText);
        if (overlaps.length) throw new Error(`${path}: text over text: ${overlaps.join('; ')}`);
      },
      outcomes,
    );
  }
  await step(
    driver,
    `${fixture} (out-e2e/, 12 columns): the table scrolls in its own named box`,
    async () => {
      await driver.goto(`${leadSiteOrigin}${fixture}`);
      const overflow = await driver.run(sidewaysOverflow);
      const [table, ...more] = await driver.run(tableRegions);
      if (overflow > 0) throw new Error(`the page scrolls ${overflow} px sideways`);
      if (more.length || !table?.scrolls || !table.focusable || !table.region) {
        throw new Error(`the table's box: ${JSON.stringify(table)}`);
      }
      if (table.name !== 'Table: Charges by product and month') {
        throw new Error(`the table's region is named ${table.name}`);
      }
    },
    outcomes,
  );
  if (process.env.ENGINES_FIGURES) console.log(`    overflow (px): ${figures.join(', ')}`);
}

async function runEngine(engine: Engine, pages: string[], outcomes: Outcome[]) {
  const chosen = checks.filter((item) => item.name.includes(only));
  // CHECKS=… that picks none of these (the editor's, say): no phone-sized sessions at all.
  for (const scripts of chosen.length ? [true, false] : []) {
    const started = Date.now();
    // A browser that does not start is this engine's failure, not the run's: the other engine
    // goes on against the servers (a rejected launch used to end the run and stop them).
    const driver = await launch(engine, scripts, { width, height }).catch((error: Error) => {
      outcomes.push({
        engine,
        scripts,
        name: 'the browser starts at the phone viewport',
        error: error.message,
        ms: Date.now() - started,
      });
      console.log(
        `  ✗ ${engine} scripts ${scripts ? 'on' : 'off'}: did not start (${error.message})`,
      );
      return undefined;
    });
    if (!driver) continue;
    console.log(
      `${driver.version}, scripts ${scripts ? 'on' : 'off'}, ${width}×${height} (started in ${seconds(Date.now() - started)})`,
    );
    try {
      const context: Context = { site };
      for (const check of chosen) {
        await step(driver, check.name, () => check.run(driver, context), outcomes);
      }
      // Every page's layout from its HTML and CSS alone (the islands change no widths; Chromium
      // sweeps the pages with scripts on).
      if (!scripts && !only) await sweep(driver, pages, outcomes);
    } finally {
      await driver.close();
    }
  }
  if (editorCheck.name.includes(only)) await runEditor(engine, outcomes);
}

/** The content editor, in a session of its own at a desktop's width (its two panes side by side). */
async function runEditor(engine: Engine, outcomes: Outcome[]) {
  const started = Date.now();
  const driver = await launch(engine, true, { width: 1280, height: 800 }).catch((error: Error) => {
    outcomes.push({ engine, scripts: true, name: editorCheck.name, error: error.message, ms: 0 });
    console.log(`  ✗ ${engine} editor: did not start (${error.message})`);
    return undefined;
  });
  if (!driver) return;
  console.log(
    `${driver.version}, the editor at 1280×800 (started in ${seconds(Date.now() - started)})`,
  );
  try {
    await step(driver, editorCheck.name, () => editorCheck.run(driver, { site }), outcomes);
  } finally {
    await driver.close();
  }
}

async function main() {
  // Only the editor's check (CHECKS=editor) needs no out/: it runs on out-e2e/ alone.
  const needsOut = !only || checks.some((check) => check.name.includes(only));
  for (const folder of needsOut ? ['out', 'out-e2e'] : ['out-e2e']) {
    if (!existsSync(`${folder}/index.html`)) {
      throw new Error(`${folder}/ is missing: run \`npm run build\` and \`npm run build:e2e\``);
    }
  }
  const wanted = (process.env.ENGINES ?? 'gecko,webkit').split(',') as Engine[];
  const engines: Engine[] = [];
  for (const engine of wanted) {
    const lacking = missing(engine);
    if (!lacking.length) engines.push(engine);
    else if (process.env.CI) throw new Error(`${engine}: not installed (${lacking.join(', ')})`);
    else {
      console.log(
        `test:engines: ${engine} skipped, not installed here (${lacking.join(', ')}); ` +
          'see docs/developers.md › Engines (Debian: apt-get install firefox-esr webkit2gtk-driver xvfb)',
      );
    }
  }
  if (!engines.length) return;

  if (needsOut) start(process.execPath, ['scripts/serve.mjs'], { PORT: String(port) });
  start(process.execPath, ['scripts/serve.mjs'], {
    PORT: String(leadSitePort),
    SERVE_ROOT: 'out-e2e',
  });
  start(process.execPath, ['node_modules/.bin/tsx', 'tests/e2e/support/lead-endpoint.ts'], {});
  await Promise.all([
    needsOut && ready(`${site}/`),
    ready(`${leadSiteOrigin}/`),
    ready(`${leadOrigin}/`),
  ]);

  const pages = needsOut ? exportedPages('out') : [];
  const started = Date.now();
  const outcomes: Outcome[] = [];
  // The two engines at once: each spends most of its time waiting on its browser, so on two
  // cores together they take about the time of the slower one.
  await Promise.all(engines.map((engine) => runEngine(engine, pages, outcomes)));
  if (photoFormats.length) console.log(`photo cover shown as: ${photoFormats.sort().join('; ')}`);
  const failed = outcomes.filter((outcome) => outcome.error);
  console.log(
    `test:engines: ${outcomes.length - failed.length} passed, ${failed.length} failed ${only ? '' : `(${pages.length} pages of out/ swept per engine) `}in ${seconds(Date.now() - started)}`,
  );
  if (failed.length) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const server of servers) server.kill();
  });
