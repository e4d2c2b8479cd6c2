// Every host runtime of playwright.hosts.config.ts answers the whole case table (tests/hosts/
// cases.ts): legacy links one 301 hop to their page, every route at /x/ (200) with /x and
// /x/index.html one hop to it, missing and not-found paths 404, assets 200; the security headers,
// the intended Cache-Control and no wildcard CORS on every response, a photo's variants immutable
// with their image type. And no answer to a hostile path (openRedirectProbes and variantProbes,
// sent raw) carries a Location off the site or fails with a 5xx, nor a file outside the export.
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  hostCases,
  hostGroups,
  leavesSite,
  openRedirectProbes,
  probePathForms,
  problems,
  variantProbes,
} from './cases';
import { rawRequest } from './raw-http';
import { outsideFile, servedRoot } from './served-root';

const cases = hostCases();
const out = servedRoot;

for (const group of hostGroups) {
  test(`${group}: status, Location, headers and Cache-Control`, async ({ request }, testInfo) => {
    const loopback = testInfo.project.name === 'serve.mjs';
    const items = cases.filter((item) => item.group === group);
    const found: string[] = [];
    // A few requests at a time, as a browser would: the runtimes answer them concurrently.
    for (let start = 0; start < items.length; start += 6) {
      const batch = items.slice(start, start + 6);
      const answers = await Promise.all(
        batch.map((item) => request.head(item.path, { maxRedirects: 0 })),
      );
      batch.forEach((item, index) => {
        const answer = { status: answers[index]!.status(), headers: answers[index]!.headers() };
        found.push(...problems(item, answer, loopback));
      });
    }
    expect(items.length).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
}

/**
 * `wrangler pages dev` only (its local asset server reads out/ from the disk; Pages itself serves
 * from its asset manifest): a path that goes on past a file (`/company/index.html//evil.example`)
 * fails with 502, "Could not serve static asset: ENOTDIR". Wrangler's own, not our rules; no
 * Location. Such a probe may answer 502 there and nowhere else.
 */
function pastAFile(probe: string): boolean {
  const { decoded, tidy } = probePathForms(probe);
  // Its segments as wrangler reads them (`..` left alone) and as a URL parser tidies them.
  return [decoded.replace(/\\/g, '/'), tidy].some((form) => {
    const segments = form.split('/').filter(Boolean);
    return segments.some(
      (_, index) =>
        index < segments.length - 1 &&
        statSync(path.join(out, ...segments.slice(0, index + 1)), {
          throwIfNoEntry: false,
        })?.isFile(),
    );
  });
}

test('open redirect: no hostile path gets a Location off the site, nor a 5xx', async ({
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const wrangler = testInfo.project.name === 'cloudflare-pages';
  const probes = openRedirectProbes();
  const found: string[] = [];
  const statuses = new Map<number, number>();
  // Sent raw (rawRequest), 16 at a time.
  for (let start = 0; start < probes.length; start += 16) {
    const batch = probes.slice(start, start + 16);
    const answers = await Promise.all(batch.map((probe) => rawRequest(origin, probe)));
    batch.forEach((probe, index) => {
      const { status, headers } = answers[index]!;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const wranglerEnotdir = wrangler && status === 502 && pastAFile(probe);
      if (leavesSite(headers.location, origin) || (status >= 500 && !wranglerEnotdir))
        found.push(
          `${JSON.stringify(probe)}: ${status} Location ${JSON.stringify(headers.location)}`,
        );
    });
  }
  console.log(
    `${testInfo.project.name}: ${probes.length} probes, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${found.length} wrong`,
  );
  expect(found).toEqual([]);
});

/**
 * `wrangler pages dev` only, its local asset server reading the folder (Pages itself serves the
 * files of the deploy's asset manifest, which holds nothing but the export): it answers 502 "Could
 * not serve static asset" to `_headers` and `_redirects` (ENOTDIR on `_headers/index.html`), a NUL
 * or an over-long name, and it resolves an encoded `..` (`/..%2fx`, `/_img/..%2f..%2fx`) one folder
 * above its root. Both are counted and printed for that project, and fail everywhere else.
 */
const wranglerLocal = (status: number, outside: boolean) => status === 502 || outside;

test('variants: no path around /_img/ leaves the site, fails, or reads outside the export', async ({
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const wrangler = testInfo.project.name === 'cloudflare-pages';
  const probes = variantProbes();
  const found: string[] = [];
  const local: string[] = [];
  const statuses = new Map<number, number>();
  for (let start = 0; start < probes.length; start += 8) {
    const batch = probes.slice(start, start + 8);
    const answers = await Promise.all(batch.map((probe) => rawRequest(origin, probe, 'GET')));
    batch.forEach((probe, index) => {
      const { status, headers, body } = answers[index]!;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const shown = JSON.stringify(
        probe.length > 80 ? `${probe.slice(0, 60)}…(${probe.length})` : probe,
      );
      const outside = body.includes(outsideFile.token);
      if (leavesSite(headers.location, origin) || status === 0)
        found.push(`${shown}: ${status} Location ${JSON.stringify(headers.location)}`);
      else if (wrangler && wranglerLocal(status, outside))
        local.push(`${shown}: ${status}${outside ? ` ${outsideFile.name}` : ''}`);
      else if (status >= 500 || outside)
        found.push(
          `${shown}: ${status}${outside ? ` served ${outsideFile.name}, outside the export` : ''}`,
        );
    });
  }
  console.log(
    `${testInfo.project.name}: ${probes.length} paths around /_img/, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${found.length} wrong` +
      (local.length
        ? `; wrangler's local asset server: ${local.length} (${local.filter((line) => line.includes(outsideFile.name)).length} read outside its folder)`
        : ''),
  );
  expect(found).toEqual([]);
});
