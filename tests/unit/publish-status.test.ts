/**
 * @jest-environment node
 */
// The panel after Publish (components/editor/publish-status.ts): the state it shows from GitHub's
// documented answers for the published commit, its combined status
// (docs.github.com/rest/commits/statuses#get-the-combined-status-for-a-specific-reference) and its
// check runs (docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference), and what an
// answer that is not the data means.
import {
  apiProblem,
  checkRunReports,
  firstLine,
  isHost,
  nextDelay,
  publishState,
  publishedCommit,
  publishedPath,
  safeLink,
  settled,
  statusReports,
  type CheckRuns,
  type CombinedStatus,
} from '@/components/editor/publish-status';
import { publishStatusOptions } from '@/scripts/cms-assets';
import { editorPolicy } from '@/lib/security-headers';

const vercelLog = 'https://vercel.com/finorbit/website/8GhJ2kLmNpQrStUv';

/** A combined status as GitHub documents it (fields the panel does not read included). */
const combined = (
  statuses: {
    context: string;
    state: string;
    description?: string | null;
    target_url?: string | null;
  }[],
): CombinedStatus =>
  ({
    state: statuses.some((s) => s.state === 'pending') ? 'pending' : 'success',
    sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e',
    total_count: statuses.length,
    statuses: statuses.map((status, id) => ({
      url: 'https://api.github.com/repos/finorbit/website/statuses/6dcb09b5',
      id: id + 1,
      node_id: 'MDY6U3RhdHVzMQ==',
      created_at: '2026-05-01T10:00:00Z',
      updated_at: '2026-05-01T10:00:00Z',
      creator: { login: 'vercel[bot]' },
      ...status,
    })),
  }) as CombinedStatus;

const noRuns: CheckRuns = { total_count: 0, check_runs: [] };

/** A check run as GitHub documents it. */
const run = (fields: Record<string, unknown>) =>
  ({
    id: 4,
    head_sha: '6dcb09b5b57875f334f61aebed695e2e4193db5e',
    external_id: '',
    html_url: 'https://github.com/finorbit/website/runs/4',
    details_url: null,
    started_at: '2026-05-01T10:00:00Z',
    completed_at: null,
    output: { title: null, summary: null, text: null, annotations_count: 0 },
    conclusion: null,
    ...fields,
  }) as unknown as CheckRuns['check_runs'][number];

const stateOf = (status: CombinedStatus, runs: CheckRuns = noRuns, context = '') =>
  publishState([...statusReports(status, context), ...checkRunReports(runs, context)]);

describe('the state after Publish, from the commit status', () => {
  it('pending: building, with the host’s link; then success: live', () => {
    const building = stateOf(
      combined([
        { context: 'Vercel', state: 'pending', description: 'Building', target_url: vercelLog },
      ]),
    );
    expect(building).toEqual({
      state: 'building',
      waiting: false,
      host: 'Vercel',
      link: vercelLog,
    });
    expect(settled(building)).toBe(false);
    const live = stateOf(
      combined([
        {
          context: 'Vercel',
          state: 'success',
          description: 'Deployment has completed',
          target_url: vercelLog,
        },
      ]),
    );
    expect(live).toEqual({ state: 'live', host: 'Vercel', link: vercelLog, checks: [] });
    expect(settled(live)).toBe(true);
  });

  it('failure or error: failed, with the first line of the description', () => {
    for (const state of ['failure', 'error'])
      expect(
        stateOf(
          combined([
            {
              context: 'Vercel – finorbit-website',
              state,
              description: 'Deployment has failed\nsee the log',
              target_url: vercelLog,
            },
          ]),
        ),
      ).toEqual({
        state: 'failed',
        host: 'Vercel – finorbit-website',
        reason: 'Deployment has failed',
        link: vercelLog,
      });
    // No description: the state says it.
    expect(
      stateOf(combined([{ context: 'Vercel', state: 'error', description: null }])),
    ).toMatchObject({ state: 'failed', reason: 'error' });
  });

  it('no status yet: building, waiting for the host', () => {
    const state = stateOf(combined([]));
    expect(state).toEqual({ state: 'building', waiting: true });
    expect(settled(state)).toBe(false);
  });

  it('takes the build’s preview_context and a status that says "deploy" for the host’s', () => {
    expect(isHost('Vercel')).toBe(true);
    expect(isHost('netlify/finorbit/deploy-preview')).toBe(true);
    expect(isHost('my-host/production')).toBe(false);
    expect(isHost('my-host/production', 'my-host/production')).toBe(true);
    expect(isHost('ci/test')).toBe(false);
    expect(isHost('Cloudflare Pages')).toBe(true);
    expect(isHost('pages build', '', 'cloudflare-workers-and-pages')).toBe(true);
  });
});

describe('the state after Publish, from check runs', () => {
  const cloudflare = { slug: 'cloudflare-workers-and-pages', name: 'Cloudflare Workers and Pages' };
  const log = 'https://dash.cloudflare.com/abc/pages/view/finorbit/4f2b';

  it('in_progress: building; completed, success: live', () => {
    expect(
      stateOf(combined([]), {
        total_count: 1,
        check_runs: [
          run({
            name: 'Cloudflare Pages',
            status: 'in_progress',
            details_url: log,
            app: cloudflare,
          }),
        ],
      }),
    ).toEqual({ state: 'building', waiting: false, host: 'Cloudflare Pages', link: log });
    expect(
      stateOf(combined([]), {
        total_count: 1,
        check_runs: [
          run({
            name: 'Cloudflare Pages',
            status: 'completed',
            conclusion: 'success',
            details_url: log,
            app: cloudflare,
          }),
        ],
      }),
    ).toEqual({ state: 'live', host: 'Cloudflare Pages', link: log, checks: [] });
  });

  it('completed, failure: failed, with the first line of output.title (or the summary)', () => {
    const failed = (output: Record<string, unknown>, conclusion = 'failure') =>
      stateOf(combined([]), {
        total_count: 1,
        check_runs: [
          run({
            name: 'Cloudflare Pages',
            status: 'completed',
            conclusion,
            details_url: log,
            app: cloudflare,
            output,
          }),
        ],
      });
    expect(
      failed({
        title: 'Build failed: npm run build exited with code 1\nat 12:01',
        summary: 'Cloning…',
      }),
    ).toEqual({
      state: 'failed',
      host: 'Cloudflare Pages',
      reason: 'Build failed: npm run build exited with code 1',
      link: log,
    });
    expect(failed({ title: null, summary: '\n  Failed: out/ is missing\nmore' })).toMatchObject({
      reason: 'Failed: out/ is missing',
    });
    expect(failed({ title: null, summary: null }, 'timed_out')).toMatchObject({
      reason: 'timed out',
    });
  });

  it('the repository’s own checks: a failure beside a live deploy is said; alone it refused the change', () => {
    const ciFailed = run({
      name: 'test',
      status: 'completed',
      conclusion: 'failure',
      app: { slug: 'github-actions' },
      output: { title: 'Process completed with exit code 1.', summary: null },
    });
    const live = stateOf(
      combined([{ context: 'Vercel', state: 'success', target_url: vercelLog }]),
      { total_count: 1, check_runs: [ciFailed] },
    );
    expect(live).toMatchObject({
      state: 'live',
      checks: [{ name: 'test', reason: 'Process completed with exit code 1.' }],
    });
    expect(stateOf(combined([]), { total_count: 1, check_runs: [ciFailed] })).toEqual({
      state: 'refused',
      check: 'test',
      reason: 'Process completed with exit code 1.',
      link: 'https://github.com/finorbit/website/runs/4',
    });
    // A check still running is no host: the state waits for the host.
    expect(
      stateOf(combined([]), {
        total_count: 1,
        check_runs: [run({ name: 'test', status: 'queued' })],
      }),
    ).toEqual({ state: 'building', waiting: true });
  });

  it('the host’s status and check run both: failed if either failed, building while either runs', () => {
    const runs: CheckRuns = {
      total_count: 1,
      check_runs: [run({ name: 'Vercel', status: 'in_progress', app: { slug: 'vercel' } })],
    };
    expect(stateOf(combined([{ context: 'Vercel', state: 'success' }]), runs)).toMatchObject({
      state: 'building',
    });
    expect(
      stateOf(
        combined([{ context: 'Vercel', state: 'failure', description: 'Build failed' }]),
        runs,
      ),
    ).toMatchObject({
      state: 'failed',
      reason: 'Build failed',
    });
  });
});

describe('an answer that is not the data', () => {
  const headers = (values: Record<string, string>) => ({
    get: (name: string) => values[name.toLowerCase()] ?? null,
  });

  it('401: the login was refused, asked no more', () => {
    const problem = apiProblem(401, headers({}));
    expect(problem).toEqual({
      state: 'unreadable',
      reason: expect.stringMatching(/401/),
      retry: false,
    });
    expect(settled(problem)).toBe(true);
  });

  it('the rate limit (403 or 429 with no request left): said with its reset, asked again', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    const reset = String(now / 1000 + 5 * 60);
    for (const status of [403, 429]) {
      const problem = apiProblem(
        status,
        headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }),
        now,
      );
      expect(problem).toEqual({
        state: 'unreadable',
        reason: 'GitHub’s rate limit is reached (for about 5 min)',
        retry: true,
      });
      expect(settled(problem)).toBe(false);
    }
    // The secondary rate limit: a 403 with Retry-After.
    expect(apiProblem(403, headers({ 'retry-after': '60' }))).toMatchObject({ retry: true });
  });

  it('403 without a limit, 404: no access, asked no more; 5xx: asked again', () => {
    expect(apiProblem(403, headers({ 'x-ratelimit-remaining': '4000' }))).toMatchObject({
      reason: expect.stringMatching(/403/),
      retry: false,
    });
    expect(apiProblem(404, headers({}))).toMatchObject({
      reason: expect.stringMatching(/404/),
      retry: false,
    });
    expect(apiProblem(502, headers({}))).toMatchObject({ retry: true });
  });
});

describe('finding the published commit and its page', () => {
  const publishedAt = Date.parse('2026-05-01T10:00:00Z');

  it('takes the newest commit of the file made around the publish, not the entry’s previous change', () => {
    const merge = { sha: 'a'.repeat(40), commit: { committer: { date: '2026-05-01T10:00:02Z' } } };
    const before = { sha: 'b'.repeat(40), commit: { committer: { date: '2026-04-20T08:00:00Z' } } };
    expect(publishedCommit([merge, before], publishedAt)).toBe(merge);
    expect(publishedCommit([before], publishedAt)).toBeUndefined();
    expect(publishedCommit([], publishedAt)).toBeUndefined();
  });

  it('asks again quickly at first, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(nextDelay)).toEqual([
      3_000, 5_000, 10_000, 15_000, 20_000, 30_000, 30_000,
    ]);
  });

  it('links the entry’s page: a page file’s route, an item’s path, a campaign’s', () => {
    expect(publishedPath('news', 'kerala-nidhi', {})).toBe('/news/kerala-nidhi/');
    expect(publishedPath('pages', 'home-ten', { route: { path: '/home-ten/' } })).toBe(
      '/home-ten/',
    );
    expect(publishedPath('pages', 'about', {})).toBe('/about/');
    expect(publishedPath('campaigns', 'nidhi-gold-loan', {})).toBe('/campaigns/nidhi-gold-loan/');
    expect(publishedPath('faqs', 'a-question', {})).toBeUndefined();
  });

  it('links only http(s) URLs, and reads a first line', () => {
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink(vercelLog)).toBe(vercelLog);
    expect(firstLine('\n\n  Build failed  \nmore')).toBe('Build failed');
    expect(firstLine('x'.repeat(300))).toHaveLength(200);
  });
});

describe('what the build tells the panel', () => {
  const config = {
    backend: { name: 'github', repo: 'finorbit/website', branch: 'main', squash_merges: true },
    site_url: 'https://www.finorbit.in',
  } as Parameters<typeof publishStatusOptions>[0];

  it('GitHub’s API for the backend’s repository and branch; CMS_STATUS_API when set', () => {
    expect(publishStatusOptions(config, {} as NodeJS.ProcessEnv)).toEqual({
      apiRoot: 'https://api.github.com',
      explicit: false,
      repo: 'finorbit/website',
      branch: 'main',
      siteUrl: 'https://www.finorbit.in',
      previewContext: '',
    });
    expect(
      publishStatusOptions(config, {
        CMS_STATUS_API: 'http://127.0.0.1:4197',
      } as unknown as NodeJS.ProcessEnv),
    ).toMatchObject({ apiRoot: 'http://127.0.0.1:4197', explicit: true });
  });

  it('the editor’s policy lets the panel read CMS_STATUS_API', () => {
    const hashes = { scripts: [], styles: [] };
    expect(editorPolicy(hashes, undefined, 8081, 'http://127.0.0.1:4197')).toContain(
      "'self' blob: https://api.github.com http://127.0.0.1:4197 http://localhost:8081",
    );
    expect(editorPolicy(hashes)).not.toContain('4197');
  });
});
