// One table of requests and what every host must answer, derived from content/redirects.ts and the
// route map (content/routes.ts). The host runtimes (wrangler pages dev, nginx, scripts/serve.mjs:
// tests/hosts/hosts.spec.ts) and Vercel's compiled route table (tests/unit/host-vercel.test.ts)
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
} from '../../scripts/host-config';

export type HostCase =
  | { group: 'legacy' | 'route'; path: string; expect: 'redirect'; to: string }
  | { group: 'route'; path: string; expect: 'page' }
  | { group: 'missing'; path: string; expect: 'missing' }
  | { group: 'asset'; path: string; expect: 'asset' };

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
 * missing and not-found paths, and one asset of each kind from the built export.
 */
export function hostCases(out = path.resolve(__dirname, '..', '..', 'out')): HostCase[] {
  const routes = new Set<string>(routePaths);
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
  const pages = routePaths.flatMap((route): HostCase[] => [
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
  return [...legacy, ...pages, ...missing, ...assets];
}

/** The answer of a host to one request, without following redirects. */
export type HostAnswer = { status: number; headers: Record<string, string> };

/**
 * What is wrong with a host's answer to a case (empty: right). `loopback`: scripts/serve.mjs on
 * plain-http 127.0.0.1, which sends no HSTS and no `upgrade-insecure-requests`.
 */
export function problems(item: HostCase, answer: HostAnswer, loopback = false): string[] {
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
    const hashed = immutablePrefixes.some((prefix) => item.path.startsWith(prefix));
    cache([hashed ? cacheControl.immutable : cacheControl.revalidate]);
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
