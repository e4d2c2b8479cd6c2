// The hosts' own builders over the project, offline: what Vercel and Netlify do with this
// repository when they build it, not only how they route (vercel.spec.ts, netlify.spec.ts).
// Each runs in a checkout laid out by host-project.ts, whose `npm run build` copies the export the
// other host tests serve.
// - `vercel build` (Vercel's CLI, a pinned devDependency) for a project whose dashboard detected
//   the Next.js preset and for one set to "Other", as `vercel pull` writes its settings: it must
//   pass, deploy exactly the export, and the route table it writes (.vercel/output/config.json)
//   must answer every case of cases.ts and no hostile path with a Location off the site. What its
//   static builder keeps between builds is read from its own prepareCache. And the mistake that
//   broke every deploy (the Next.js builder over out/) must fail here.
// - `netlify build --offline` (netlify-cli, which needs Node 22.13 or later: outside CI the test
//   is skipped on an older Node) with netlify.toml: it must pass, publish out/ exactly as built,
//   with only our rules, and restore .next/cache on the next build.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Route } from '@vercel/routing-utils';
import { parse as parseToml } from 'smol-toml';
import { cacheControl } from '../../scripts/host-config';
import { hostCases, problems } from './cases';
import { bin, hostProject } from './host-project';
import { servedRoot, variantPaths } from './served-root';
import { filePaths, hostileAnswers, walkVercelRoutes } from './vercel-routes';

const origin = 'https://www.example.com';
const served = filePaths(servedRoot);

type Run = { status: number | null; log: string };

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Run {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    timeout: 120_000,
  });
  return { status: result.status, log: `${result.stdout}\n${result.stderr}` };
}

/** A file of Next's build cache, as a build before this one left it. */
function seedCache(dir: string) {
  const name = `cache-probe-${randomBytes(4).toString('hex')}.bin`;
  const bytes = randomBytes(64);
  mkdirSync(path.join(dir, '.next/cache/images'), { recursive: true });
  writeFileSync(path.join(dir, '.next/cache/images', name), bytes);
  return { file: `.next/cache/images/${name}`, bytes };
}

test.describe('Vercel: vercel build', () => {
  /**
   * `vercel build` as Vercel runs it after its install step (VERCEL_INSTALL_COMPLETED: the linked
   * node_modules is installed), with the settings `vercel pull` writes for a project created today
   * with the dashboard's preset `framework` (null: "Other").
   */
  function vercelBuild(dir: string, framework: string | null): Run {
    mkdirSync(path.join(dir, '.vercel'), { recursive: true });
    writeFileSync(
      path.join(dir, '.vercel', 'project.json'),
      JSON.stringify({
        projectId: 'prj_builders_spec',
        orgId: 'team_builders_spec',
        settings: { createdAt: Date.now(), framework, nodeVersion: '22.x' },
      }),
    );
    return run(bin('vercel'), ['build', '--yes'], dir, {
      VERCEL_INSTALL_COMPLETED: '1',
      VERCEL_TELEMETRY_DISABLED: '1',
    });
  }

  for (const preset of [
    { name: 'Next.js', framework: 'nextjs' },
    { name: 'Other', framework: null },
  ]) {
    test(`preset ${preset.name}: builds, deploys the export as it is, answers every case`, () => {
      const dir = hostProject(`vercel-${preset.framework ?? 'other'}`);
      const cache = seedCache(dir);
      const { status, log } = vercelBuild(dir, preset.framework);
      expect(status, log).toBe(0);
      // engines.node names one major: no warning that a new major would be picked up on its own.
      expect(log).not.toMatch(/engines|deprecated|discontinued/i);

      const output = path.join(dir, '.vercel', 'output');
      const builds = JSON.parse(readFileSync(path.join(output, 'builds.json'), 'utf8'));
      expect(builds.builds.map((build: { use: string }) => build.use)).toEqual([
        '@vercel/static-build',
      ]);
      const config = JSON.parse(readFileSync(path.join(output, 'config.json'), 'utf8')) as {
        routes: Route[];
        overrides?: Record<string, unknown>;
      };
      // No file renamed (`.html` stripped) or retyped: the routes name the files as exported.
      expect(config.overrides ?? {}).toEqual({});
      const deployed = filePaths(path.join(output, 'static'));
      expect([...deployed].sort()).toEqual([...served].sort());
      for (const file of ['/index.html', '/404.html', '/_headers', variantPaths[0]!])
        expect(readFileSync(path.join(output, 'static', file))).toEqual(
          readFileSync(path.join(servedRoot, file)),
        );

      const walk = (urlPath: string) => walkVercelRoutes(config.routes, deployed, urlPath);
      const found = hostCases().flatMap((item) => problems(item, walk(item.path), false, false));
      expect(found).toEqual([]);
      for (const variant of variantPaths)
        expect(walk(variant).headers['cache-control']).toBe(cacheControl.immutable);

      const { walked, found: off } = hostileAnswers(config.routes, deployed, origin);
      console.log(
        `vercel build (${preset.name}): ${deployed.size} files, ${config.routes.length} routes, ` +
          `${walked} hostile paths, ${off.length} off the site`,
      );
      expect(off).toEqual([]);
      expect(readFileSync(path.join(dir, cache.file))).toEqual(cache.bytes);
    });
  }

  test("what Vercel's static builder keeps between builds: node_modules, not .next/cache", async () => {
    const dir = hostProject('vercel-cache');
    const cache = seedCache(dir);
    const { status, log } = vercelBuild(dir, 'nextjs');
    expect(status, log).toBe(0);
    const builds = JSON.parse(readFileSync(path.join(dir, '.vercel/output/builds.json'), 'utf8'));
    const [build] = builds.builds as { use: string; src: string; config: object }[];
    // A node_modules of one file in place of the linked one (its 2 GB would take the glob 16 s).
    rmSync(path.join(dir, 'node_modules'));
    mkdirSync(path.join(dir, 'node_modules', '.cache'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', '.cache', 'probe'), 'kept');
    const { prepareCache } = await import('@vercel/static-build');
    const kept = Object.keys(
      await prepareCache({
        entrypoint: build!.src,
        workPath: dir,
        repoRootPath: dir,
        config: build!.config,
        files: {},
      }),
    );
    expect(kept).toContain('node_modules/.cache/probe');
    // The Next.js preset's cache pattern comes with its builder, which cannot build an export:
    // docs/hosting.md › A new project on each host says that Vercel encodes the photos again on
    // each build.
    expect(kept).not.toContain(cache.file);
  });

  test('the Next.js builder over out/ fails, as it did on every deploy: the test catches it', () => {
    const dir = hostProject('vercel-broken', {
      'vercel.json': (text) => {
        const config = JSON.parse(text);
        delete config.framework;
        return JSON.stringify(config);
      },
    });
    const { status, log } = vercelBuild(dir, 'nextjs');
    expect(status).not.toBe(0);
    expect(log).toContain('NEXT_NO_ROUTES_MANIFEST');
  });
});

test.describe('Netlify: netlify build --offline', () => {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const supported = major > 22 || (major === 22 && minor >= 13);
  test.skip(
    !supported && !process.env.CI,
    `netlify-cli needs Node 22.13 or later (here ${process.versions.node}; .nvmrc)`,
  );

  const netlifyBuild = (dir: string) =>
    run(bin('netlify'), ['build', '--offline'], dir, {
      NETLIFY_SITE_ID: '',
      NETLIFY_AUTH_TOKEN: '',
    });

  test('publishes out/ exactly as built, with only our rules, and keeps .next/cache', () => {
    const dir = hostProject('netlify');
    const cache = seedCache(dir);
    const first = netlifyBuild(dir);
    expect(first.status, first.log).toBe(0);

    // What it resolved: netlify.toml's command and folder, no function, edge function or image
    // service, and the redirects and headers of our _redirects and _headers only.
    type Resolved = {
      build: { publish: string; command: string };
      redirects?: { from: string }[];
      headers?: { for: string }[];
      images?: unknown;
    };
    const resolved = parseToml(
      readFileSync(path.join(dir, '.netlify', 'netlify.toml'), 'utf8'),
    ) as unknown as Resolved;
    expect(resolved.build.publish).toBe(path.join(dir, 'out'));
    expect(resolved.build.command).toBe('npm run build');
    expect(resolved.images).toBeUndefined();
    for (const folder of ['functions-internal', 'edge-functions', 'static', 'deploy'])
      expect(existsSync(path.join(dir, '.netlify', folder)), folder).toBe(false);
    const ruleSources = (file: string) =>
      readFileSync(path.join(servedRoot, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith(' '))
        .map((line) => line.split(/\s+/)[0]);
    expect(resolved.redirects?.map((rule) => rule.from)).toEqual(ruleSources('_redirects'));
    expect(resolved.headers?.map((rule) => rule.for)).toEqual(ruleSources('_headers'));

    // The folder it deploys is out/ as the build wrote it: the same files, the same bytes.
    const published = filePaths(path.join(dir, 'out'));
    expect([...published].sort()).toEqual([...served].sort());
    for (const file of ['/index.html', '/_redirects', '/_headers', variantPaths[0]!])
      expect(readFileSync(path.join(dir, 'out', file))).toEqual(
        readFileSync(path.join(servedRoot, file)),
      );

    // The next build starts from the cache the first one saved.
    rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    const second = netlifyBuild(dir);
    expect(second.status, second.log).toBe(0);
    expect(second.log).toContain('netlify-build-cache: .next/cache restored');
    expect(readFileSync(path.join(dir, cache.file))).toEqual(cache.bytes);
    console.log(`netlify build: ${published.size} files published, .next/cache restored`);
  });
});
