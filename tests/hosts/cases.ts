// One table of requests and what every host must answer, derived from content/redirects.ts and the
// route map (content/routes.ts). The host runtimes (wrangler pages dev, nginx, scripts/serve.mjs:
// tests/hosts/hosts.spec.ts) and Vercel's compiled route table (tests/hosts/vercel.spec.ts)
// run the same cases through `problems`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { activeRedirects } from '../../content/redirects';
import { routePaths } from '../../content/routes';
import { securityHeaders } from '../../lib/security-headers';
import {
  cacheControl,
  immutablePrefixes,
  notFoundPaths,
  redirectSources,
  typedFiles,
} from '../../scripts/host-config';
import { outsideFile, servedRoot, variantFixtures } from './served-root';

export type HostCase =
  | { group: 'legacy' | 'route'; path: string; expect: 'redirect'; to: string }
  | { group: 'route'; path: string; expect: 'page' }
  | { group: 'missing'; path: string; expect: 'missing' }
  | {
      group: 'asset';
      path: string;
      expect: 'asset';
      type?: string;
      immutable?: boolean;
      /** The whole Content-Type, parameters included (typedFiles), on every host. */
      fullType?: string;
    };

export type HostGroup = HostCase['group'];
export const hostGroups: HostGroup[] = ['legacy', 'route', 'missing', 'asset'];

/** A path of the export under `dir` with a name matching `pattern` (an asset of each kind). */
function firstFile(out: string, dir: string, pattern: RegExp): string {
  const file = readdirSync(path.join(out, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .sort()
    .find((name) => pattern.test(name));
  if (!file) throw new Error(`No ${pattern} under ${dir} in ${out}: build first.`);
  return `/${dir}/${file}`;
}

/**
 * Every legacy link (and its slash form), every route as `/x/`, `/x` and `/x/index.html`, the
 * missing and not-found paths, and one asset of each kind from the served export (out/ and the
 * photo variants tests/hosts/served-root.ts adds), the variants with the type they must carry.
 */
export function hostCases(out = servedRoot): HostCase[] {
  const routes = new Set<string>(routePaths());
  const legacy = activeRedirects().flatMap((redirect) => {
    // One hop: the Location is a route, which answers 200 as a case of its own below.
    if (!routes.has(redirect.to)) throw new Error(`${redirect.from} → ${redirect.to}: no route`);
    return redirectSources(redirect).map((source): HostCase => ({
      group: 'legacy',
      path: source,
      expect: 'redirect',
      to: redirect.to,
    }));
  });
  const pages = routePaths().flatMap((route): HostCase[] => [
    { group: 'route', path: route, expect: 'page' },
    ...(route === '/'
      ? []
      : [{ group: 'route', path: route.slice(0, -1), expect: 'redirect', to: route } as const]),
    { group: 'route', path: `${route}index.html`, expect: 'redirect', to: route },
  ]);
  const missing = [
    '/no-such-page/',
    '/no-such-page.html',
    '/company/no-such-page/',
    '/_not-found/',
    ...notFoundPaths,
  ].map((missingPath): HostCase => ({ group: 'missing', path: missingPath, expect: 'missing' }));
  const assets = [
    firstFile(out, '_next/static', /^chunks\/.*\.js$/),
    firstFile(out, '_next/static', /\.css$/),
    firstFile(out, 'fonts', /\.woff2$/),
    firstFile(out, 'images', /\.svg$/),
    '/robots.txt',
  ].map((assetPath): HostCase => ({ group: 'asset', path: assetPath, expect: 'asset' }));
  // RFC 9116: where a researcher looks for whom to tell (app/.well-known/security.txt/), as UTF-8.
  const typed = typedFiles.map((file): HostCase => ({
    group: 'asset',
    path: file.path,
    expect: 'asset',
    fullType: file.type,
  }));
  // A photo's variants (content/load/images.ts): immutable, and typed so `<source type>` shows them.
  const variants = variantFixtures.map((fixture): HostCase => ({
    group: 'asset',
    path: firstFile(out, '_img', new RegExp(`^${fixture.name.replace(/\./g, '\\.')}$`)),
    expect: 'asset',
    type: fixture.type,
  }));
  return [...legacy, ...pages, ...missing, ...assets, ...typed, ...variants];
}

/** The answer of a host to one request, without following redirects. */
export type HostAnswer = { status: number; headers: Record<string, string> };

/**
 * What is wrong with a host's answer to a case (empty: right). `loopback`: scripts/serve.mjs on
 * plain-http 127.0.0.1, which sends no HSTS and no `upgrade-insecure-requests`. `typed`: the answer
 * comes from a runtime, whose Content-Type counts (Vercel's route table knows none).
 */
export function problems(
  item: HostCase,
  answer: HostAnswer,
  loopback = false,
  typed = true,
): string[] {
  const found: string[] = [];
  const header = (name: string) => answer.headers[name.toLowerCase()];
  const want = (status: number[]) => {
    if (!status.includes(answer.status))
      found.push(`status ${answer.status}, want ${status.join(' or ')}`);
  };
  const cache = (allowed: (string | undefined)[]) => {
    if (!allowed.includes(header('cache-control')))
      found.push(`Cache-Control ${header('cache-control')}, want ${allowed.join(' or ')}`);
  };
  if (item.expect === 'redirect') {
    want([301, 308]);
    if (header('location') !== item.to)
      found.push(`Location ${header('location')}, want ${item.to}`);
    // None (Cloudflare Pages, Vercel) or the revalidating one of the location (nginx).
    cache([undefined, cacheControl.revalidate]);
  } else if (item.expect === 'missing') {
    want([404]);
    cache([cacheControl.notFound]);
  } else {
    want([200]);
    const hashed =
      (item.expect === 'asset' && item.immutable) ||
      immutablePrefixes.some((prefix) => item.path.startsWith(prefix));
    cache([hashed ? cacheControl.immutable : cacheControl.revalidate]);
    const type = header('content-type')?.split(';')[0]?.trim();
    const wanted = item.expect === 'asset' ? item.type : undefined;
    if (typed && wanted && type !== wanted)
      found.push(`Content-Type ${header('content-type')}, want ${wanted}`);
    // Set by every host's rules (Vercel's route table too), so checked even where untyped.
    const full = item.expect === 'asset' ? item.fullType : undefined;
    const normal = (value?: string) => value?.toLowerCase().replace(/\s+/g, '');
    if (full && normal(header('content-type')) !== normal(full))
      found.push(`Content-Type ${header('content-type')}, want ${full}`);
  }
  for (const { key, value } of securityHeaders()) {
    let expected: string | undefined = value;
    if (loopback && key === 'Strict-Transport-Security') expected = undefined;
    if (loopback && key === 'Content-Security-Policy')
      expected = value.replace(/;\s*upgrade-insecure-requests/, '');
    if (header(key) !== expected) found.push(`${key}: ${header(key)}, want ${expected}`);
  }
  if (header('access-control-allow-origin') !== undefined)
    found.push(`Access-Control-Allow-Origin: ${header('access-control-allow-origin')}`);
  return found.map((problem) => `${item.path}: ${problem}`);
}

/** The host every probe tries to send the browser to. */
export const hostileHost = 'evil.example';

/**
 * Ways to write "a second slash" at the start of a path, which a Location echoing the path would
 * turn into a protocol-relative URL (`//host/…`, and `/\\host/…`, which browsers read the same):
 * doubled, tripled, backslashes, percent-encoded (either case, doubly encoded), a tab encoded and
 * raw (browsers drop it from a URL), dot segments.
 */
const secondSlashes = [
  '/',
  '//',
  '\\',
  '/\\',
  '%2F',
  '%2F%2F',
  '%2f/',
  '%5C',
  '%5c/',
  '%09/',
  '\t/',
  './/',
  '%2E//',
  '%252F%252F',
];

/** What a path may carry after a page to reach another host once a redirect echoes it. */
const hostileTails = [
  '//',
  '/..%2F%2F',
  '%2F%2F',
  '/%2F%2F',
  '/%5C%5C',
  '\\\\',
  '/..//',
  '/.%2E/%2F/',
  '/%09/',
  '/../\\',
  '?//',
  '/index.html?/\\',
].map((tail) => `${tail}${hostileHost}`);

/**
 * The paths the probes are built on: each legacy link (and its slash form), and the home page, a
 * page and a nested page as `/x/`, `/x` and `/x/index.html` (every redirect rule of every host
 * fires on one of them).
 */
function probedPaths(): string[] {
  const depth = (route: string) => route.split('/').length - 2;
  const pages = [0, 1, 2]
    .map((level) => routePaths().find((route) => depth(route) === level))
    .filter((route) => route !== undefined)
    .flatMap((route) => [route, route.slice(0, -1), `${route}index.html`])
    .filter((page) => page !== '');
  return [...activeRedirects().flatMap(redirectSources), ...pages];
}

/**
 * Requests built to make a host answer with a Location off the site (an open redirect). For every
 * probed path: a second slash in every spelling before the hostile host and the path
 * (`//evil.example/about`, `/%2F%2Fevil.example/company/index.html`); the same before the path
 * itself (`//company/index.html` names the host `company`); hostile tails after it
 * (`/about/..%2F%2Fevil.example`). And the hostile host alone with what triggers the folder rules
 * (``, `/`, `/index.html`, `/index`, `/index/`). Raw paths: send them with rawRequest, as no URL
 * parser may tidy them first. Any status will do; only the Location counts (leavesSite).
 */
export function openRedirectProbes(): string[] {
  const paths = probedPaths();
  const probes = [
    ...secondSlashes.flatMap((slash) =>
      ['', '/', '/index.html', '/index', '/index/'].map((tail) => `/${slash}${hostileHost}${tail}`),
    ),
    ...paths.flatMap((page) => [
      ...secondSlashes.map((slash) => `/${slash}${hostileHost}${page}`),
      ...secondSlashes.map((slash) => `/${slash}${page.slice(1)}`),
      ...hostileTails.map((tail) => `${page}${tail}`),
    ]),
  ];
  return [...new Set(probes)];
}

/**
 * The path of a probe (its query dropped) in each form a host may match its rules on: as sent,
 * percent-decoded, and tidied as a URL parser would (`\\` read as `/`, decoded, empty and `.`
 * segments dropped, `..` resolved; a folder keeps its `/`).
 */
export function probePathForms(probe: string): { sent: string; decoded: string; tidy: string } {
  const sent = probe.split('?')[0]!;
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  };
  const loose = decode(sent.replace(/\\/g, '/'));
  const segments: string[] = [];
  for (const segment of loose.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  const folder = segments.length > 0 && /\/(\.\.?)?$/.test(loose);
  return { sent, decoded: decode(sent), tidy: `/${segments.join('/')}${folder ? '/' : ''}` };
}

/**
 * Whether a Location would take the browser off the site at `origin`. On the site: a path that
 * starts with one `/` followed by neither `/` nor `\`, or an absolute URL of the site's own origin;
 * nothing with a control character, tab, CR or LF (browsers drop tabs and newlines from a URL, so
 * `/\t/host` is `//host`). Anything else (another origin, `//host`, `/\host`, ` //host`, a relative
 * `host/x`) leaves it.
 */
export function leavesSite(location: string | undefined, origin: string): boolean {
  if (location === undefined) return false;
  if (/[\u0000-\u001f\u007f]/.test(location)) return true;
  if (/^\/(?![/\\])/.test(location)) return false;
  try {
    return new URL(location).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * Hostile paths around the variants' folder: dot segments out of `/_img/` (raw, encoded, doubly
 * encoded, backslashes, overlong UTF-8) towards the host files of the export (`_headers`) and towards
 * a file beside the served root (served-root.ts `outsideFile`), a second slash or backslash before
 * or inside `/_img/` (`//evil.example/_img/x.avif`), a path on past a variant, and names far longer
 * than any variant's. Raw paths: send them with rawRequest. No answer may carry a Location off the
 * site, fail with a 5xx or hold the outside file.
 */
export function variantProbes(): string[] {
  const variant = `/_img/${variantFixtures[0].name}`;
  const outside = outsideFile.name;
  const up = [
    '../',
    '..%2f',
    '..%2F',
    '%2e%2e/',
    '%2e%2e%2f',
    '..%252f',
    '..\\',
    '..%5c',
    '%c0%ae%c0%ae/',
    '.%2e/',
    '....//',
  ];
  return [
    ...up.flatMap((step) => [
      `/_img/${step}_headers`,
      `/_img/${step}_redirects`,
      `/_img/${step}${step}${outside}`,
      `/_img/${step}${step}${step}${step}${outside}`,
    ]),
    '/_img/%2e%2e/',
    '/_img/..',
    '/_img/%2e%2e',
    '/_img/',
    '/_img',
    '/_img/index.html',
    `/..%2f${outside}`,
    `/%2e%2e/${outside}`,
    `${variant}/..%2f..%2f..%2f${outside}`,
    `${variant}/%2e%2e/%2e%2e/${outside}`,
    `${variant}%00.html`,
    `${variant};/../../${outside}`,
    `//${hostileHost}/_img/x.avif`,
    `//${hostileHost}${variant}`,
    `/%2F%2F${hostileHost}/_img/x.avif`,
    `/\\${hostileHost}/_img/x.avif`,
    `/%5C${hostileHost}/_img/x.avif`,
    `/_img//${hostileHost}/x.avif`,
    `/_img/%2F%2F${hostileHost}/x.avif`,
    `/_img/\\\\${hostileHost}/x.avif`,
    `/_img/..//${hostileHost}/`,
    `/_img/%09/${hostileHost}/`,
    `/_img/../${hostileHost}/index.html`,
    `/_img/${'a'.repeat(4000)}.avif`,
    `/_img/${'a'.repeat(12000)}.avif`,
    `/_img/${'..%2f'.repeat(1000)}${outside}`,
  ];
}
