// Vercel, with its own route compiler (@vercel/routing-utils; the edge network does not run
// offline): vercel.json compiles without an error, and every case of tests/hosts/cases.ts walks the
// compiled route table in Vercel's order against the files of out/: routes that add headers and
// `continue`, a redirect or a status route ends the walk, `handle: filesystem` serves a file of the
// export (`/x/` is x/index.html) with Vercel's default Cache-Control for static files. And every
// hostile path of openRedirectProbes, as sent, percent-decoded and tidied (the edge matches the
// route table against one of them), meets no route whose Location leaves the site.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getTransformedRoutes, type Route } from '@vercel/routing-utils';
import { cacheControl } from '../../scripts/host-config';
import {
  hostCases,
  leavesSite,
  openRedirectProbes,
  probePathForms,
  problems,
  variantProbes,
  type HostAnswer,
} from './cases';
import { servedRoot } from './served-root';

const repo = path.resolve(__dirname, '..', '..');
const out = servedRoot;
const files = new Set(
  readdirSync(out, { recursive: true, encoding: 'utf8' }).map(
    (file) => `/${file.split(path.sep).join('/')}`,
  ),
);

function compiled(): Route[] {
  const config = JSON.parse(readFileSync(path.join(repo, 'vercel.json'), 'utf8'));
  const { routes, error } = getTransformedRoutes(config);
  expect(error).toBeNull();
  return routes ?? [];
}

/** Vercel's answer to a GET of `urlPath` through the compiled route table. */
function walk(routes: Route[], urlPath: string): HostAnswer {
  const headers: Record<string, string> = {};
  const add = (values: Record<string, string> | undefined, match: RegExpExecArray) => {
    for (const [key, value] of Object.entries(values ?? {}))
      headers[key.toLowerCase()] = value.replace(
        /\$(\d+)/g,
        (_, group: string) => match[Number(group)] ?? '',
      );
  };
  for (const route of routes) {
    if ('handle' in route) {
      if (route.handle !== 'filesystem') continue;
      const file = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
      if (files.has(file))
        return { status: 200, headers: { 'cache-control': cacheControl.revalidate, ...headers } };
      continue;
    }
    const match = new RegExp(route.src).exec(urlPath);
    if (!match) continue;
    add(route.headers, match);
    if (route.continue) continue;
    if (route.dest && !files.has(route.dest))
      throw new Error(`${route.src} → ${route.dest}: no such file`);
    if (route.status) return { status: route.status, headers };
  }
  return { status: 404, headers };
}

test('vercel.json compiles, and every case takes one hop to its page', () => {
  const routes = compiled();
  expect(routes.length).toBeGreaterThan(0);
  // The table sets no Content-Type: Vercel types a file by its extension (not run offline).
  const found = hostCases().flatMap((item) =>
    problems(item, walk(routes, item.path), false, false),
  );
  expect(found).toEqual([]);
});

test('no hostile path, as sent, decoded or tidied, gets a Location off the site', () => {
  const routes = compiled();
  const origin = 'https://www.example.com';
  const probes = [
    ...new Set(
      [...openRedirectProbes(), ...variantProbes()].flatMap((probe) => {
        const { sent, decoded, tidy } = probePathForms(probe);
        return [sent, decoded, tidy];
      }),
    ),
  ];
  const found = probes.flatMap((probe) => {
    const { status, headers } = walk(routes, probe);
    return leavesSite(headers.location, origin) || status >= 500
      ? [`${JSON.stringify(probe)}: ${status} Location ${JSON.stringify(headers.location)}`]
      : [];
  });
  console.log(`vercel: ${probes.length} paths walked, ${found.length} off the site`);
  expect(found).toEqual([]);
});
