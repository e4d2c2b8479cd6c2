// Runs after `next build`: deletes the client router's payload files nothing requests
// (scripts/rsc-payloads.ts), starts each page's scripts after its first paint (see
// scripts/startup-scripts.ts), inlines each page's critical CSS and moves its stylesheets out of
// the way of the first paint (scripts/critical-css.ts), writes the Netlify/Cloudflare `_redirects`
// and `_headers` into out/ (and the redirect pages for STATIC_HOST=github-pages), gives every page
// its strict Content-Security-Policy over the final bytes (scripts/csp.ts), and last writes the site
// search's Pagefind index (scripts/search-index.ts). Fails the build if the export
// lacks its 404 page.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { activeRedirects, redirects } from '../content/redirects';
import { siteUrl, webSearch } from '../lib/site';
import {
  editorPage,
  editorPolicyFor,
  pagePolicy,
  type InlineHashes,
} from '../lib/security-headers';
import {
  redirectPageFile,
  renderHeadersFile,
  renderNetlifyRedirects,
  renderRedirectPage,
} from './host-config';
import { deferStartupScripts, withCompileHint } from './startup-scripts';
import { criticalCss } from './critical-css';
import { withPagePolicy } from './csp';
import { writeSearchIndex } from './search-index';
import { removeRscPayloads } from './rsc-payloads';
import { siteSearchAttribute } from '../lib/site-search';

const out = path.resolve(__dirname, '..', 'out');
const htmlPages = async () =>
  (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));

/**
 * Defers every exported page's start-up scripts, gives those chunks the compile hint, and inlines
 * the page's critical CSS (after the scripts: that step reads Next's own markup).
 */
async function deferScripts() {
  const pages = await htmlPages();
  const chunks = new Set<string>();
  const beasties = criticalCss(out);
  for (const page of pages) {
    const file = path.join(out, page);
    const { html, scripts } = deferStartupScripts(await readFile(file, 'utf8'), page);
    if (!scripts.length) continue;
    await writeFile(file, await beasties.process(html));
    for (const src of scripts) chunks.add(src);
  }
  if (!chunks.size) throw new Error('postbuild: no page had chunk scripts to defer.');
  for (const src of chunks) {
    const file = path.join(out, src);
    await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
  }
  return chunks.size;
}

async function main() {
  if (!existsSync(path.join(out, '404.html'))) {
    throw new Error('out/404.html is missing: the export has no not-found page.');
  }
  // Nothing requests the client router's payloads (scripts/rsc-payloads.ts): not deployed.
  const payloads = await removeRscPayloads(out);
  const hinted = await deferScripts();
  const active = activeRedirects();
  // The not-found page answers missing paths only; Next also exports it as routes (404/, _not-found/),
  // which every host would serve at /404/ with 200 (a soft 404).
  for (const dir of ['404', '_not-found'])
    await rm(path.join(out, dir), { recursive: true, force: true });
  // Redirect pages are the fallback of a host that cannot redirect (GitHub Pages); elsewhere the
  // host's rules answer 301 and a stub at a rule's source would shadow it or answer /x with 200.
  const stubs = process.env.STATIC_HOST === 'github-pages';
  for (const redirect of stubs ? active : []) {
    const file = path.join(out, redirectPageFile(redirect));
    if (existsSync(file)) throw new Error(`Redirect ${redirect.from} would overwrite ${file}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderRedirectPage(redirect, siteUrl));
  }
  await writeFile(path.join(out, '_redirects'), renderNetlifyRedirects(active));
  await writeFile(path.join(out, '_headers'), renderHeadersFile());
  // Last: the hashes are of the final bytes of every page, redirect pages included.
  const {
    NEXT_PUBLIC_FORM_ENDPOINT: endpoint,
    NEXT_PUBLIC_APP_URL: appUrl,
    NEXT_PUBLIC_ANALYTICS_ENDPOINT: analytics,
  } = process.env;
  const pages = await htmlPages();
  for (const page of pages) {
    const file = path.join(out, page);
    const html = await readFile(file, 'utf8');
    // The content editor gets its own, wider policy (see editorPolicy); every other page the site's.
    const policy =
      page === editorPage
        ? (hashes: InlineHashes) => editorPolicyFor(hashes)
        : (hashes: InlineHashes) =>
            pagePolicy(hashes, endpoint, appUrl, analytics, {
              search: html.includes(siteSearchAttribute),
              webSearch: html.includes(`action="${webSearch.action}"`),
            });
    await writeFile(file, withPagePolicy(html, page, policy));
  }
  // The site search's index, of the final pages (Pagefind reads their <main>).
  const search = await writeSearchIndex(out);
  const waiting = redirects.length - active.length;
  console.log(
    `postbuild: start-up scripts deferred and critical CSS inlined, ${hinted} chunks hinted; ` +
      `${stubs ? active.length : 0} redirect pages written; ${pages.length} pages carry their CSP; ` +
      `${search.pages} pages in the search index (${search.files} files, ${search.chunks} index chunks, largest ${(search.largestChunk / 1024).toFixed(1)} KB); ${payloads.files} router payload files ` +
      `(${Math.round(payloads.bytes / 1024)} KB) of ${payloads.pages} pages not deployed` +
      (waiting ? `; ${waiting} wait for their target page to land` : ''),
  );
  if (!process.env.NEXT_PUBLIC_FORM_ENDPOINT) {
    console.warn(
      'postbuild: warning: NEXT_PUBLIC_FORM_ENDPOINT is not set; forms show an email link instead of sending.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
