// Serves out/ the way a static host or CDN does, for `npm run serve` and the Playwright tests:
//   /x/        → out/x/index.html
//   /x         → 308 to /x/ when out/x/index.html exists, else out/x.html
//   /x.html    → the file itself (old-site redirect stubs live there)
//   unknown    → out/404.html with status 404
//   text files (HTML, JS, CSS, JSON, SVG, …) are gzipped when the client accepts it, as CDNs do
// REFERENCE_PAGE=<file> also serves that file at /__reference/ with the same headers and gzip (the
// benchmark's zero-JS page: same server, same run, so routes are compared with the floor).
// Every response carries the headers of the out/_headers blocks its path matches, as Netlify and
// Cloudflare Pages would send them, so the e2e tests run under the real Content-Security-Policy.
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

/**
 * The blocks of out/_headers as Netlify and Cloudflare Pages read them: a path pattern (`*` matches
 * anything) and the headers every matching response carries (scripts/host-config.ts writes them).
 */
function headerRules() {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: {} });
      continue;
    }
    const at = line.indexOf(':');
    rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

const rules = headerRules();

/** The headers of every block matching `urlPath`; plain-http-only adjustments for local serving. */
function headersFor(urlPath) {
  const headers = Object.assign(
    {},
    ...rules.filter((rule) => rule.pattern.test(urlPath)).map((rule) => rule.headers),
  );
  // Served over http on loopback: HSTS does not apply and upgrading requests would break them.
  delete headers['Strict-Transport-Security'];
  if (headers['Content-Security-Policy']) {
    headers['Content-Security-Policy'] = headers['Content-Security-Policy']
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== 'upgrade-insecure-requests')
      .join('; ');
  }
  return headers;
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

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Resolves a URL path to [status, file] or a redirect target. */
async function resolve(urlPath) {
  if (referencePage && urlPath === '/__reference/') return { status: 200, file: referencePage };
  const safe = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return { status: 404 };
  if (urlPath.endsWith('/')) {
    const index = path.join(base, 'index.html');
    return (await isFile(index)) ? { status: 200, file: index } : { status: 404 };
  }
  if (path.extname(urlPath)) {
    return (await isFile(base)) ? { status: 200, file: base } : { status: 404 };
  }
  if (await isFile(path.join(base, 'index.html'))) return { status: 308, location: `${urlPath}/` };
  if (await isFile(`${base}.html`)) return { status: 200, file: `${base}.html` };
  return { status: 404 };
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** Gzipped bodies by file path (out/ does not change while the server runs). */
const gzipped = new Map();

function send(response, status, file, request) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
  const gzip =
    compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.writeHead(status, {
    'Cache-Control': 'no-cache',
    ...headersFor(urlPath),
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (request.method === 'HEAD') return response.end();
  if (!gzip) return createReadStream(file).pipe(response);
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
  response.end(gzipped.get(file));
}

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const result = await resolve(url.pathname);
    if (result.status === 308) {
      response.writeHead(308, { Location: `${result.location}${url.search}` }).end();
      return;
    }
    if (result.status === 200) return send(response, 200, result.file, request);
    send(response, 404, path.join(root, '404.html'), request);
  } catch {
    response.writeHead(500).end();
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}/`);
});
