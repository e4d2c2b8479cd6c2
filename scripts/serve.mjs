// Serves out/ as Cloudflare Pages does, for `npm run serve` and the Playwright tests. It follows the
// asset server of `wrangler pages dev` (Cloudflare's own runtime, which tests/hosts/ runs against
// the same cases as this server):
//   out/_redirects  → its rules first (301 with the rule's Location; 200 rewrites the path)
//   /x/             → out/x/index.html
//   /x              → out/x.html, else 308 to /x/ when out/x/index.html exists
//   /x/index.html   → 308 to /x/; /x.html → 308 to /x unless a file /x exists
//   unknown         → the nearest 404.html with status 404 and `Cache-Control: no-store`
//   out/_headers    → the headers of every block the path matches, on every response (redirects and
//                     404s too); `! Name` removes a header; pages and files get
//                     `public, max-age=0, must-revalidate` unless a block sets their Cache-Control
//   text files (HTML, JS, CSS, JSON, SVG, …) are gzipped when the client accepts it, as CDNs do
// It stays a small Node server rather than wrangler itself: it starts in a fraction of a second,
// serves the benchmark's reference page and drops HSTS and `upgrade-insecure-requests`, which would
// break plain-http loopback for the browser tests.
// REFERENCE_PAGE=<file> also serves that file at /__reference/ with the same headers and gzip (the
// benchmark's zero-JS page: same server, same run, so routes are compared with the floor).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// SERVE_ROOT serves another export, e.g. out-e2e/ (the build the form tests post from).
const root = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  process.env.SERVE_ROOT ?? 'out',
);
const port = Number(process.env.PORT ?? 3000);
const referencePage = process.env.REFERENCE_PAGE ? path.resolve(process.env.REFERENCE_PAGE) : null;
const host = process.env.HOST ?? '127.0.0.1';
const revalidate = 'public, max-age=0, must-revalidate';

const lines = (file) =>
  existsSync(path.join(root, file))
    ? readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.trim().startsWith('#'))
    : [];

/** out/_redirects: `from to [status]` by exact path, the first line wins (static rules). */
const redirectRules = new Map();
for (const line of lines('_redirects')) {
  const [from, to, status = '302'] = line.trim().split(/\s+/);
  // Like Pages, skip a line whose status it does not know (Netlify's forced `404!`).
  if (!['200', '301', '302', '303', '307', '308'].includes(status)) continue;
  if (!redirectRules.has(from)) redirectRules.set(from, { to, status: Number(status) });
}

/** out/_headers: a path pattern (`*` matches anything), the headers it sets and those it removes. */
const headerRules = [];
for (const line of lines('_headers')) {
  if (!/^\s/.test(line)) {
    const pattern = line
      .trim()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*');
    headerRules.push({ pattern: new RegExp(`^${pattern}$`), set: [], unset: [] });
  } else if (line.trim().startsWith('!')) {
    headerRules.at(-1).unset.push(line.trim().slice(1).trim());
  } else {
    const at = line.indexOf(':');
    headerRules.at(-1).set.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
}

/** The response headers for `urlPath`, as Pages attaches them after it has an answer. */
function headersFor(urlPath, status, own) {
  const headers = new Headers(own);
  // What the Pages asset server adds to every response before the _headers rules run.
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.has('Content-Type')) headers.set('X-Content-Type-Options', 'nosniff');
  const set = new Set();
  for (const rule of headerRules.filter((candidate) => candidate.pattern.test(urlPath))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      if (set.has(name.toLowerCase())) headers.append(name, value);
      else headers.set(name, value);
      set.add(name.toLowerCase());
    }
  }
  if (status === 404) headers.set('Cache-Control', 'no-store');
  // Served over http on loopback: HSTS does not apply and upgrading requests would break them.
  headers.delete('Strict-Transport-Security');
  const policy = headers.get('Content-Security-Policy');
  if (policy) {
    headers.set(
      'Content-Security-Policy',
      policy
        .split(';')
        .map((directive) => directive.trim())
        .filter((directive) => directive !== 'upgrade-insecure-requests')
        .join('; '),
    );
  }
  return Object.fromEntries(headers);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The file of an asset path of the export, or null (no file, or outside the root). */
async function asset(urlPath) {
  if (referencePage && urlPath === '/__reference/index.html') return referencePage;
  const file = path.join(root, path.normalize(urlPath));
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** The nearest 404.html above `urlPath` (Pages walks up the folders). */
async function notFound(urlPath) {
  for (let dir = urlPath; dir;) {
    dir = dir.slice(0, dir.lastIndexOf('/'));
    const file = await asset(`${dir}/404.html`);
    if (file) return { status: 404, file };
  }
  return { status: 404 };
}

/**
 * The path a request names, in the terms of the files of out/: its raw path (never resolved against
 * a base URL, which reads `//host/x` as another host), `\` read as `/` as browsers and Pages read
 * it, percent-decoded, empty and `.` segments dropped and `..` resolved. One leading `/`, no empty
 * segment; a folder keeps its trailing `/`.
 */
function sitePath(rawPath) {
  let decoded = rawPath.replace(/\\/g, '/');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Served as requested, like Pages.
  }
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const folder = segments.length > 0 && /\/(\.\.?)?$/.test(decoded);
  return `/${segments.join('/')}${folder ? '/' : ''}`;
}

/**
 * A Location on this site: one `/`, then the non-empty segments of a site path each
 * percent-encoded. No decoded byte of the request goes back out as it is, so no `//host`,
 * `/\host` or control character (`/\t/host` is `//host` to a browser) can come out of it.
 */
function siteLocation(pathOfSite, search) {
  const segments = pathOfSite.split('/').filter(Boolean).map(encodeURIComponent);
  const folder = segments.length > 0 && pathOfSite.endsWith('/');
  return `/${segments.join('/')}${folder ? '/' : ''}${search}`;
}

const redirect = (pathOfSite, search) => ({
  status: 308,
  location: siteLocation(pathOfSite, search),
});

/** The Pages asset server's answer for a site path: a redirect, a file with a status, or not found. */
async function resolve(urlPath, search) {
  const rule = redirectRules.get(urlPath);
  if (rule && rule.status !== 200) return { status: rule.status, location: `${rule.to}${search}` };
  if (rule) urlPath = sitePath(new URL(rule.to, 'http://localhost').pathname);
  let file;
  if (urlPath.endsWith('/')) {
    if ((file = await asset(`${urlPath}index.html`))) return { status: 200, file };
    if (urlPath.endsWith('/index/')) return redirect(urlPath.slice(0, -'index/'.length), search);
    if (await asset(urlPath.replace(/\/$/, '.html'))) return redirect(urlPath.slice(0, -1), search);
    return notFound(urlPath);
  }
  if ((file = await asset(urlPath))) {
    if (!urlPath.endsWith('.html')) return { status: 200, file };
    const extensionless = urlPath.slice(0, -'.html'.length);
    if (extensionless.endsWith('/index'))
      return redirect(extensionless.slice(0, -'index'.length), search);
    if (extensionless === '' || (await asset(extensionless))) return { status: 200, file };
    return redirect(extensionless, search);
  }
  if (urlPath.endsWith('/index')) return redirect(urlPath.slice(0, -'index'.length), search);
  if ((file = await asset(`${urlPath}.html`))) return { status: 200, file };
  if (await asset(`${urlPath}/index.html`)) return redirect(`${urlPath}/`, search);
  return notFound(urlPath);
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** Gzipped bodies by file path (out/ does not change while the server runs). */
const gzipped = new Map();

function send(response, request, urlPath, { status, file, location }) {
  if (!file) {
    const own = location ? { Location: location } : {};
    response.writeHead(status, headersFor(urlPath, status, own)).end();
    return;
  }
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const gzip =
    compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const own = {
    'Content-Type': type,
    ...(status === 200 ? { 'Cache-Control': revalidate } : {}),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  };
  response.writeHead(status, headersFor(urlPath, status, own));
  if (request.method === 'HEAD') return response.end();
  if (!gzip) return createReadStream(file).pipe(response);
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
  response.end(gzipped.get(file));
}

const server = http.createServer(async (request, response) => {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // The request target as sent (Node gives its bytes as latin1): origin-form only
    // (`/path?query`); the query is passed on to a redirect, any byte outside printable ASCII encoded.
    const target = (request.url ?? '').split('#')[0];
    if (!target.startsWith('/')) {
      send(response, request, '/', { status: 400 });
      return;
    }
    const at = target.indexOf('?');
    const query = at < 0 || at === target.length - 1 ? '' : target.slice(at);
    const search = query.replace(
      /[^\u0021-\u007e]/g,
      (char) => `%${(char.charCodeAt(0) & 0xff).toString(16).toUpperCase().padStart(2, '0')}`,
    );
    const urlPath = sitePath(at < 0 ? target : target.slice(0, at));
    send(response, request, urlPath, await resolve(urlPath, search));
  } catch (error) {
    console.error(error);
    response.writeHead(500).end();
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
