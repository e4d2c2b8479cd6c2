// The export on every host we name, with the hosts' own software, offline (`npm run test:hosts`,
// after the build): served by Cloudflare's runtime (`wrangler pages dev`, workerd), by Debian's
// nginx with deploy/nginx.conf and by scripts/serve.mjs (the server of the other e2e tests, which
// must answer like them), each sent the requests of tests/hosts/cases.ts (hosts.spec.ts); Vercel's
// compiled route table walked with the same cases (vercel.spec.ts); Netlify's parsers over
// _redirects and _headers (netlify.spec.ts); and Vercel's and Netlify's own builders run over the
// project (builders.spec.ts). No browser: HTTP only.
// They all serve one copy of out/ with photo variants added (tests/hosts/served-root.ts), laid out
// here, when the runner loads this file and before it starts the servers (Playwright starts its
// web servers before globalSetup); the workers, which load it too, leave it alone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { prepareServedRoot, servedRoot } from './tests/hosts/served-root';

if (process.env.TEST_WORKER_INDEX === undefined) prepareServedRoot();

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const wranglerPort = port('WRANGLER_PORT', 4171);
const nginxPort = port('NGINX_PORT', 4172);
const servePort = port('HOSTS_SERVE_PORT', 4174);
// Debian's nginx (.ci/run installs it; CI fails without it). Elsewhere its project is skipped
// with a note, as check:vnu skips without Java.
const hasNginx = (() => {
  if (process.env.CI || existsSync('/usr/sbin/nginx')) return true;
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    console.warn(
      'test:hosts: nginx is not installed; skipping the nginx host (apt-get install nginx).',
    );
    return false;
  }
})();
// The latest date the workerd bundled with the pinned wrangler supports.
const compatibilityDate = '2026-04-26';

export default defineConfig({
  testDir: 'tests/hosts',
  workers: 1,
  reporter: [['list']],
  timeout: 60_000,
  globalTeardown: './tests/hosts/teardown.ts',
  projects: [
    ...[
      { name: 'cloudflare-pages', port: wranglerPort },
      ...(hasNginx ? [{ name: 'nginx', port: nginxPort }] : []),
      { name: 'serve.mjs', port: servePort },
    ].map(({ name, port: hostPort }) => ({
      name,
      testMatch: 'hosts.spec.ts',
      use: { baseURL: `http://127.0.0.1:${hostPort}` },
    })),
    // The hosts whose runtime does not run offline: their own parsers and route compiler.
    { name: 'vercel', testMatch: 'vercel.spec.ts' },
    { name: 'netlify', testMatch: 'netlify.spec.ts' },
    // The hosts' builders (`vercel build`, `netlify build --offline`) over the project.
    { name: 'builders', testMatch: 'builders.spec.ts' },
  ],
  webServer: [
    {
      command:
        `npx wrangler pages dev ${JSON.stringify(servedRoot)} --ip 127.0.0.1 --port ${wranglerPort} ` +
        `--inspector-port ${port('WRANGLER_INSPECTOR_PORT', 4175)} ` +
        `--compatibility-date ${compatibilityDate} --show-interactive-dev-session=false ` +
        `--persist-to node_modules/.cache/wrangler --log-level warn`,
      env: {
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: 'node_modules/.cache/wrangler/logs',
      },
      url: `http://127.0.0.1:${wranglerPort}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(hasNginx
      ? [
          {
            command: 'node tests/hosts/nginx.mjs',
            env: { NGINX_PORT: String(nginxPort), NGINX_ROOT: servedRoot },
            url: `http://127.0.0.1:${nginxPort}/robots.txt`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(servePort), SERVE_ROOT: servedRoot },
      url: `http://127.0.0.1:${servePort}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
