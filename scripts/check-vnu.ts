// Every exported page through the W3C Nu HTML Checker (vnu-jar; needs a Java runtime, which
// .ci/run installs). html-validate (check:out) stays the main gate; this one is the reference
// checker browsers' vendors and crawlers' docs point to. Without `java` it says so and passes.
//
// Five messages are filtered, each about current CSS the checker's CSS module predates (it
// now sees the CSS inlined in <head> by scripts/critical-css.ts): @view-transition and
// view-transition-name (cross-document view transitions), @starting-style with
// `transition-behavior: allow-discrete` (popover and <dialog> entry animations), and the
// standard `line-clamp` beside -webkit-line-clamp. Any other error fails.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(__dirname, '..', 'out');
const jar = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build',
  'dist',
  'vnu.jar',
);
const unsupportedCss = [
  '@view-transition',
  'view-transition-name',
  '@starting-style',
  'allow-discrete',
  '“line-clamp”',
];

const java = process.env.JAVA ?? 'java';
if (spawnSync(java, ['-version']).status !== 0) {
  console.log('check:vnu: skipped, no Java runtime (install default-jre-headless to run it)');
  process.exit(0);
}

const pages = (readdirSync(out, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.html'))
  .map((file) => path.join(out, file));
const result = spawnSync(
  java,
  [
    '-jar',
    jar,
    '--errors-only',
    '--format',
    'gnu',
    '--filterpattern',
    `.*(${unsupportedCss.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}).*`,
    ...pages,
  ],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const report = `${result.stdout}${result.stderr}`.trim();
if (result.status !== 0 || report) {
  console.error(report.split(out).join('out'));
  console.error(`check:vnu: the Nu HTML Checker reported errors in out/`);
  process.exit(1);
}
console.log(`check:vnu: ${pages.length} pages, no error from the Nu HTML Checker`);
