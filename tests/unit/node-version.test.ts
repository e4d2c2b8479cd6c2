/**
 * @jest-environment node
 */
// One Node major everywhere: .nvmrc (read by Netlify, Cloudflare Pages, nvm, schedule.yml's
// setup-node and .ci/run, which fetches that major where the machine has another), package.json's
// engines (read by Vercel: one major, as `22.x`, so a new major is never picked up on its own) and
// the container ci.yml tests in. Vercel's own list of versions (@vercel/build-utils, a dependency
// of the pinned CLI) must still build with it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const repo = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const major = read('.nvmrc').trim();

it('.nvmrc names one major', () => {
  expect(major).toMatch(/^\d+$/);
});

it('package.json engines name the same major, as Vercel reads it', () => {
  expect(JSON.parse(read('package.json')).engines.node).toBe(`${major}.x`);
});

it("CI tests that major: ci.yml's container, schedule.yml's setup-node, .ci/run", () => {
  const ci = parse(read('.github/workflows/ci.yml'));
  expect(ci.jobs.test.container).toBe(`node:${major}-bookworm`);
  const schedule = parse(read('.github/workflows/schedule.yml'));
  const setup = schedule.jobs.due.steps.find((step: { uses?: string }) =>
    step.uses?.startsWith('actions/setup-node@'),
  );
  expect(setup.with['node-version-file']).toBe('.nvmrc');
  expect(read('.ci/run')).toContain('want_node=$(tr -d');
  expect(read('.ci/run')).toContain('< .nvmrc)');
});

it('Vercel builds with that major today (not deprecated, not discontinued)', async () => {
  const { getSupportedNodeVersion } = await import('@vercel/build-utils');
  const version = await getSupportedNodeVersion(`${major}.x`);
  expect(version.major).toBe(Number(major));
  expect(version.state).toBe('active');
});
