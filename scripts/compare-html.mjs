// Compares the HTML of two exports (e.g. before and after a refactor) with what differs from build
// to build set aside: hashed asset names under /_next/static/ and /fonts/, Next's build id, and
// the CSP hashes (they hash those inline scripts). Prints each page that differs with the first
// difference in context, pages the second export lacks (gone) and pages only it has (new); exits 1
// when a page differs or is gone. New pages (a route added on purpose) are listed, not failed.
// Usage: node scripts/compare-html.mjs before-out/ after-out/
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-html.mjs <before-dir> <after-dir>');

/** Every .html file of an export, relative to it (the editor's files left out). */
async function pages(dir) {
  const files = await readdir(dir, { recursive: true });
  return files.filter((file) => file.endsWith('.html') && !file.startsWith('admin'));
}

/** The build id of an export: the segment Next names its per-build static folder after. */
function buildIdOf(html) {
  return (
    html.match(/\\*"b\\*":\\*"([\w-]+)\\*"/)?.[1] ??
    html.match(/\/_next\/static\/([\w-]{16,})\//)?.[1]
  );
}

function normalise(html) {
  const buildId = buildIdOf(html);
  let text = buildId ? html.split(buildId).join('BUILD_ID') : html;
  text = text
    // Hashed chunk and stylesheet names, and the module ids the flight data names them by.
    .replace(/\/_next\/static\/(chunks|css|media)\/[\w.~-]+/g, '/_next/static/$1/HASHED')
    .replace(/static\/chunks\/[\w.~-]+\.js/g, 'static/chunks/HASHED.js')
    .replace(/\/fonts\/([\w-]+)\.[0-9a-f]{6,}\.woff2/g, '/fonts/$1.HASH.woff2')
    // CSP hashes of the inline scripts and styles.
    .replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'sha$1-HASH'")
    .replace(/\bnonce="[^"]*"/g, 'nonce=""');
  return text;
}

const names = [...new Set([...(await pages(before)), ...(await pages(after))])].sort();
let differing = 0;
const gone = [];
const added = [];
for (const name of names) {
  const [a, b] = [path.join(before, name), path.join(after, name)];
  if (!existsSync(b)) {
    gone.push(name);
    continue;
  }
  if (!existsSync(a)) {
    added.push(name);
    continue;
  }
  const [textA, textB] = (await Promise.all([readFile(a, 'utf8'), readFile(b, 'utf8')])).map(
    normalise,
  );
  if (textA === textB) continue;
  let at = 0;
  while (textA[at] === textB[at]) at += 1;
  console.log(
    `${name}: differs at ${at}\n  before: ${JSON.stringify(textA.slice(at - 60, at + 100))}\n  after:  ${JSON.stringify(textB.slice(at - 60, at + 100))}`,
  );
  differing += 1;
}
for (const name of gone) console.log(`${name}: gone (only in ${before})`);
for (const name of added) console.log(`${name}: new (only in ${after})`);
const compared = names.length - gone.length - added.length;
console.log(
  `${compared} pages compared, ${differing} differ; ${gone.length} gone, ${added.length} new`,
);
process.exit(differing || gone.length ? 1 : 0);
