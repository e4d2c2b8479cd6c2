// Vercel, with its own route compiler (@vercel/routing-utils; the edge network does not run
// offline): vercel.json compiles without an error, and every case of tests/hosts/cases.ts walks the
// compiled route table in Vercel's order against the files of out/ (vercel-routes.ts). And every
// hostile path of openRedirectProbes, as sent, percent-decoded and tidied (the edge matches the
// route table against one of them), meets no route whose Location leaves the site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { getTransformedRoutes, type Route } from '@vercel/routing-utils';
import { hostCases, problems } from './cases';
import { servedRoot } from './served-root';
import { filePaths, hostileAnswers, walkVercelRoutes } from './vercel-routes';

const repo = path.resolve(__dirname, '..', '..');
const files = filePaths(servedRoot);

function compiled(): Route[] {
  const config = JSON.parse(readFileSync(path.join(repo, 'vercel.json'), 'utf8'));
  const { routes, error } = getTransformedRoutes(config);
  expect(error).toBeNull();
  return routes ?? [];
}

const walk = (routes: Route[], urlPath: string) => walkVercelRoutes(routes, files, urlPath);

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
  const { walked, found } = hostileAnswers(compiled(), files, 'https://www.example.com');
  console.log(`vercel: ${walked} paths walked, ${found.length} off the site`);
  expect(found).toEqual([]);
});
