// Renders host configuration and redirect pages from the typed lists in content/.
import { activeRedirects, type Redirect } from '../content/redirects';
import { companyFacts } from '../content/load/company-facts';
import { securityHeaders, type Header } from '../lib/security-headers';
import { plainSegment } from '../lib/inline-links';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A standalone HTML page that sends visitors and crawlers on to the new URL. */
export function renderRedirectPage(redirect: Redirect, siteUrl: string): string {
  const company = companyFacts();
  const target = escapeHtml(redirect.to);
  const canonical = escapeHtml(`${siteUrl}${redirect.to}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved | ${escapeHtml(company.name)}</title>
<meta name="robots" content="noindex, follow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>Continue to <a href="${target}">${canonical}</a>.</p>
</main>
</body>
</html>
`;
}

/** Output file for a redirect page (GitHub Pages only, see STATIC_HOST in postbuild): `/about` → `about/index.html`, `/x.html` → `x.html`. */
export function redirectPageFile(redirect: Redirect): string {
  const path = redirect.from.replace(/^\/+/, '');
  return path.endsWith('.html') ? path : `${path.replace(/\/+$/, '')}/index.html`;
}

/**
 * The paths a legacy link is requested at: a folder-style link (`/about`) also with its slash,
 * since some hosts add the slash before they read a rule; a file (`/contact-us.html`) as it is.
 */
export function redirectSources(redirect: Redirect): string[] {
  return redirect.from.endsWith('.html') ? [redirect.from] : [redirect.from, `${redirect.from}/`];
}

/** Paths of the not-found page itself: each must answer 404, never the page with 200. */
export const notFoundPaths = ['/404', '/404/', '/404.html'];
/** A path no file serves: Cloudflare Pages answers it with out/404.html and status 404. */
export const notFoundRewrite = '/404-is-not-a-page';

/** Cache-Control per kind of response, the same on every host. */
export const cacheControl = {
  /** Hashed file names: the bytes of a URL never change. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and unhashed files: cached, but checked with the server before each use. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** The not-found answer: a page that lands later must not be hidden by a cached 404. */
  notFound: 'no-store',
};

// One path segment a redirect may copy from the request into its Location: the segments every
// internal link is made of (lib/inline-links.ts, which says why none leads off the site).
export { plainSegment };
/** The folders of a page's path after its first `/` (``, `x/`, `x/y/`, …), plain segments only. */
export const plainFolders = `(?:${plainSegment}/)*`;
/** The last segment of a folder named without its slash (`/x`): a plain segment without a dot. */
export const folderName = '[A-Za-z0-9_~-]+';

/**
 * Paths whose file names carry a content hash: Next's assets, the fonts (scripts/fonts.ts) and the
 * photos' variants (`/_img/<stem>-<hash of the file and every option>-<width>.<ext>`, written by
 * scripts/images.ts as content/load/images.ts names them: a name never changes its bytes).
 */
export const immutablePrefixes = ['/_next/static/', '/fonts/', '/_img/'];

/**
 * The types the variants are served with, whatever the host's own table says: nginx's mime.types
 * lists `avif` only from 1.22 on (Debian 11's and Ubuntu 20.04's 1.18 lack it), and an AVIF
 * answered as application/octet-stream under `nosniff` is not shown.
 */
export const variantTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Files whose Content-Type every host must send in full, whatever its own table says: RFC 9116
 * asks for `text/plain; charset=utf-8` for security.txt, and nginx's default `text/plain` has no
 * charset (a researcher's client may then read the Contact line in Latin-1).
 */
export const typedFiles = [
  { path: '/.well-known/security.txt', type: 'text/plain; charset=utf-8' },
] as const;

/** Netlify / Cloudflare Pages `_redirects` (scripts/postbuild.ts writes it into out/). */
export function renderNetlifyRedirects(list: Redirect[] = activeRedirects()): string {
  const lines = [
    '# Generated from content/redirects.ts by scripts/postbuild.ts. Do not edit.',
    '# No file of the export sits at a source below, so Netlify applies them unforced',
    '# (Cloudflare Pages rejects the `!` of a forced rule).',
  ];
  for (const redirect of list)
    for (const source of redirectSources(redirect)) lines.push(`${source} ${redirect.to} 301`);
  lines.push(
    '# The not-found page answers missing paths only, never as a page with 200 (a soft 404).',
    '# Netlify: forced 404 rules (Cloudflare Pages skips these lines: it has no 404 rule).',
    ...notFoundPaths.map((source) => `${source} /404.html 404!`),
    '# Cloudflare Pages: a rewrite to a path nothing serves answers with 404.html and 404',
    '# (Netlify never reaches these: the forced rule above matches first).',
    ...notFoundPaths.map((source) => `${source} ${notFoundRewrite} 200`),
  );
  return `${lines.join('\n')}\n`;
}

/**
 * Netlify / Cloudflare Pages `_headers`: the security headers on every response (redirects and
 * not-found answers included), long caching for hashed assets. Cloudflare Pages adds
 * `Access-Control-Allow-Origin: *` to every response of its asset server; `! Header` detaches it.
 */
export function renderHeadersFile(): string {
  const lines = [
    '# Generated from lib/security-headers.ts by scripts/postbuild.ts. Do not edit.',
    '/*',
  ];
  for (const header of securityHeaders()) lines.push(`  ${header.key}: ${header.value}`);
  lines.push('  ! Access-Control-Allow-Origin');
  for (const prefix of immutablePrefixes)
    lines.push(`${prefix}*`, `  Cache-Control: ${cacheControl.immutable}`);
  for (const file of typedFiles) lines.push(file.path, `  Content-Type: ${file.type}`);
  return `${lines.join('\n')}\n`;
}

/** nginx `add_header` lines: the security headers plus an optional Cache-Control. */
export function renderNginxHeaders(cache?: string): string {
  const headers = [
    ...securityHeaders(),
    ...(cache ? [{ key: 'Cache-Control', value: cache }] : []),
  ];
  return headers
    .map((header) => `add_header ${header.key} "${header.value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

/**
 * The variants' types inside their own location: a `types` block there replaces the inherited
 * table for `/_img/` only, so an operator's older mime.types without `avif` cannot send an AVIF as
 * application/octet-stream; anything else under `/_img/` gets that default (nosniff: not shown).
 */
function nginxVariantTypes(): string {
  const lines = Object.entries(variantTypes).map(
    ([extension, type]) => `    ${type} ${extension}${extension === 'jpg' ? ' jpeg' : ''};`,
  );
  return ['types {', ...lines, '}', 'default_type application/octet-stream;'].join('\n');
}

const indent = (text: string, spaces = 4) =>
  text
    .split('\n')
    .map((line) => (line ? `${' '.repeat(spaces)}${line}` : line))
    .join('\n');

/**
 * deploy/nginx.conf: the site's rules for nginx, to `include` inside a `server {}` whose `root` is
 * the export. nginx does not inherit `add_header` into a block that sets its own, so every
 * location repeats the security headers next to its Cache-Control.
 */
export function renderNginxConf(list: Redirect[] = activeRedirects()): string {
  const location = (match: string, body: string) => `location ${match} {\n${indent(body)}\n}`;
  const blocks = [
    '# Generated from content/redirects.ts and lib/security-headers.ts by `npm run gen:host`.',
    '# Do not edit. Include it inside a server block whose root is the export:',
    '#   server { listen 443 ssl; root /srv/site/out; include /srv/site/deploy/nginx.conf; }',
    '',
    '# Redirects carry a relative Location (no http://host:port of the backend).',
    'absolute_redirect off;',
    'index index.html;',
    'error_page 404 /404.html;',
    '# Text answers say their encoding (security.txt: RFC 9116): charset_types lists text/plain.',
    'charset utf-8;',
    'gzip on;',
    'gzip_types text/css text/javascript application/javascript application/json image/svg+xml application/xml text/plain;',
    '',
    '# For answers given before a location is chosen (the redirect below); every location repeats',
    '# them, since a block with its own add_header inherits none.',
    renderNginxHeaders(),
    '',
    '# No file of the export sits at a path that starts with // or holds a backslash or a control',
    '# character once decoded: answered 404 before any rule reads it. (nginx merges slashes by',
    '# default; with merge_slashes off, its own /x → /x/ redirect would send //host to //host/.)',
    'if ($uri ~ "^//|[\\\\\\\\\\x00-\\x1f\\x7f]") {',
    '    return 404;',
    '}',
    '',
    '# /x/index.html is /x/ (one URL per page); the original request only, not index lookups. The',
    '# Location is made of plain path segments of the request ([A-Za-z0-9._~-], none empty or led by',
    '# a dot): never //host, /\\host or an encoded or control character, so it cannot leave the site.',
    `if ($request_uri ~ "^/(?<page>${plainFolders})index\\.html(?:\\?.*)?$") {`,
    '    return 301 /$page;',
    '}',
    '',
    '# Pages and unhashed files: revalidated. /x answers 301 to /x/ (a folder with index.html).',
    location('/', `try_files $uri $uri/ =404;\n${renderNginxHeaders(cacheControl.revalidate)}`),
    ...immutablePrefixes.map((prefix) =>
      location(
        prefix,
        `${prefix === '/_img/' ? `${nginxVariantTypes()}\n` : ''}try_files $uri =404;\n${renderNginxHeaders(cacheControl.immutable)}`,
      ),
    ),
    '# The not-found page only as the answer to a missing path, with 404 and never cached.',
    location('= /404.html', `internal;\n${renderNginxHeaders(cacheControl.notFound)}`),
    '# Links of the previous site (content/redirects.ts).',
    ...list.flatMap((redirect) =>
      redirectSources(redirect).map((source) =>
        location(`= ${source}`, `return 301 ${redirect.to};\n${renderNginxHeaders()}`),
      ),
    ),
  ];
  return `${blocks.join('\n')}\n`;
}

const vercelPattern = (path: string) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/**
 * vercel.json for the static export (committed; `npm run gen:host` rewrites it).
 *
 * `framework: null` is the dashboard's "Other" preset, and vercel.json overrides whatever preset
 * the dashboard detected: Vercel's static builder runs `npm run build` and deploys `out/` as it
 * is. Under the Next.js preset (what a new project importing this repository gets) Vercel's Next.js
 * builder reads its manifests from the output directory, where an export has none, and every
 * deploy failed (NEXT_NO_ROUTES_MANIFEST); without `outputDirectory` it builds, but strips `.html`
 * and adds Next's own trailing-slash 308 before our routes. The static builder still keeps
 * `.next/cache` between builds (it finds Next in package.json). tests/hosts/builders.spec.ts runs
 * `vercel build` for both presets.
 *
 * It lists `routes`, Vercel's ordered route table, rather than `redirects` + `trailingSlash` +
 * `cleanUrls`: Vercel compiles those with its slash and `.html` redirects before ours, so `/about`
 * took two hops and ended on a stub. Here the order is explicit: headers on everything, legacy
 * links, `/x/index.html` and `/x` to `/x/`, the files, then the not-found page with 404.
 */
export function renderVercelJson(list: Redirect[] = activeRedirects()): string {
  const headers = (entries: Header[]) =>
    Object.fromEntries(entries.map((header) => [header.key, header.value]));
  const redirect = (src: string, location: string, status = 301) => ({
    src,
    headers: { Location: location },
    status,
  });
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: null,
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    routes: [
      { src: '^/(.*)$', headers: headers(securityHeaders()), continue: true },
      {
        src: `^(?:${immutablePrefixes.map((prefix) => vercelPattern(prefix).slice(1, -1)).join('|')})(.*)$`,
        headers: { 'Cache-Control': cacheControl.immutable },
        continue: true,
      },
      ...typedFiles.map((file) => ({
        src: vercelPattern(file.path),
        headers: { 'Content-Type': file.type },
        continue: true,
      })),
      ...list.flatMap((entry) =>
        redirectSources(entry).map((source) => redirect(vercelPattern(source), entry.to)),
      ),
      {
        src: `^(?:${notFoundPaths.map((path) => vercelPattern(path).slice(1, -1)).join('|')})$`,
        headers: { 'Cache-Control': cacheControl.notFound },
        dest: '/404.html',
        status: 404,
      },
      // One `/`, then only plain segments of the path (plainFolders): no Location off the site.
      redirect(`^/(${plainFolders})index\\.html$`, '/$1'),
      redirect(`^/(${plainFolders}${folderName})$`, '/$1/', 308),
      { handle: 'filesystem' },
      {
        src: '^/.*$',
        headers: { 'Cache-Control': cacheControl.notFound },
        dest: '/404.html',
        status: 404,
      },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
