// Every host runtime of playwright.hosts.config.ts answers the whole case table (tests/hosts/
// cases.ts): legacy links one 301 hop to their page, every route at /x/ (200) with /x and
// /x/index.html one hop to it, missing and not-found paths 404, assets 200; the security headers,
// the intended Cache-Control and no wildcard CORS on every response.
import { expect, test } from '@playwright/test';
import { hostCases, hostGroups, problems } from './cases';

const cases = hostCases();

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
