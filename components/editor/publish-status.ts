// What a published change's commit says about its deploy: pure functions from GitHub's documented
// responses to the one state the editor's panel shows (components/editor/publish-panel.ts polls and
// shows it). Publish squash-merges the entry's pull request into the production branch; the host
// (Vercel, Netlify, Cloudflare Pages) then builds that commit and reports on it, as a commit status
// (GET /repos/{owner}/{repo}/commits/{ref}/status) or a check run (…/commits/{ref}/check-runs).
// docs/hosting.md › "What the editor shows after Publish" says what each host reports.
import { campaignPath } from '@/content/generated/item-pages';
import { collectionDescriptors } from '@/content/collections';

/** One commit status (GET /repos/{o}/{r}/commits/{ref}/status → statuses[]). */
export type CommitStatus = {
  context: string;
  state: 'pending' | 'success' | 'failure' | 'error';
  description?: string | null;
  target_url?: string | null;
};

/** The combined status of a commit. */
export type CombinedStatus = { state?: string; statuses: CommitStatus[] };

/** One check run (GET /repos/{o}/{r}/commits/{ref}/check-runs → check_runs[]). */
export type CheckRun = {
  name: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  conclusion?: string | null;
  details_url?: string | null;
  html_url?: string | null;
  output?: { title?: string | null; summary?: string | null } | null;
  app?: { slug?: string | null; name?: string | null } | null;
};

export type CheckRuns = { total_count?: number; check_runs: CheckRun[] };

/** What one status or check run says: its source, whether it is the host's, and how it stands. */
export type Report = {
  /** The status's context or the check run's name ("Vercel", "Cloudflare Pages", "test"). */
  name: string;
  /** The deploy host's report; otherwise another check of the repository (its CI). */
  host: boolean;
  phase: 'running' | 'passed' | 'failed';
  /** Why it failed: the first line of the description, or of the check run's output. */
  reason?: string;
  /** The host's page for it (the build log, the deployment). */
  link?: string;
};

/** The state the panel shows. */
export type PublishState =
  /** The host builds (or has not said anything yet: `waiting`). */
  | { state: 'building'; waiting: boolean; host?: string; link?: string }
  /** Deployed: the page is live; `checks` lists other checks that failed on the commit. */
  | { state: 'live'; host: string; link?: string; checks: Report[] }
  /** The host's build failed, with its first line of reason. */
  | { state: 'failed'; host: string; reason: string; link?: string }
  /** No host report, but a check of the repository failed: the change did not pass it. */
  | { state: 'refused'; check: string; reason: string; link?: string };

/** What GitHub's answer was when it was not the data: said plainly, with where to look. */
export type Unreadable = { state: 'unreadable'; reason: string; retry: boolean };

/** Status contexts, check run names and apps of the deploy hosts (docs/hosting.md). */
const hostNames = [/^vercel\b/i, /^netlify\b/i, /^cloudflare\b/i];
const hostApps = new Set(['vercel', 'netlify', 'cloudflare-workers-and-pages', 'cloudflare-pages']);

/**
 * Whether a status or check run is the deploy host's: a known host's name or app, the build's
 * `preview_context` (CMS_PREVIEW_CONTEXT, the host's status name), or a status whose name says
 * "deploy" (what Decap takes for the host's, decap-cms-lib-util getPreviewStatus).
 */
export function isHost(name: string, previewContext = '', app?: string | null): boolean {
  if (previewContext && name === previewContext) return true;
  if (app && hostApps.has(app)) return true;
  return hostNames.some((pattern) => pattern.test(name)) || /deploy/i.test(name);
}

/** The first non-empty line of a text, at most 200 characters. */
export function firstLine(text: string | null | undefined): string | undefined {
  const line = (text ?? '')
    .split(/\r?\n/)
    .map((each) => each.trim())
    .find(Boolean);
  if (!line) return undefined;
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** A link GitHub gave, only if it is an http(s) URL (never a `javascript:` in the panel). */
export function safeLink(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const failedConclusions = new Set([
  'failure',
  'timed_out',
  'cancelled',
  'action_required',
  'startup_failure',
  'stale',
]);

/** Each commit status as a report. */
export function statusReports(combined: CombinedStatus, previewContext = ''): Report[] {
  return combined.statuses.map((status) => {
    const phase =
      status.state === 'success' ? 'passed' : status.state === 'pending' ? 'running' : 'failed';
    const link = safeLink(status.target_url);
    const reason = phase === 'failed' ? (firstLine(status.description) ?? status.state) : undefined;
    return {
      name: status.context,
      host: isHost(status.context, previewContext),
      phase,
      ...(reason ? { reason } : {}),
      ...(link ? { link } : {}),
    };
  });
}

/** Each check run as a report: running until completed, then passed or failed by its conclusion. */
export function checkRunReports(runs: CheckRuns, previewContext = ''): Report[] {
  return runs.check_runs.map((run) => {
    const phase =
      run.status !== 'completed'
        ? 'running'
        : failedConclusions.has(run.conclusion ?? '')
          ? 'failed'
          : 'passed';
    const link = safeLink(run.details_url) ?? safeLink(run.html_url);
    const reason =
      phase === 'failed'
        ? (firstLine(run.output?.title) ??
          firstLine(run.output?.summary) ??
          (run.conclusion ?? 'failed').replace(/_/g, ' '))
        : undefined;
    return {
      name: run.name,
      host: isHost(run.name, previewContext, run.app?.slug),
      phase,
      ...(reason ? { reason } : {}),
      ...(link ? { link } : {}),
    };
  });
}

/**
 * The change's state from every report on its commit: the host's decide it (any failed: failed;
 * any still running: building; all passed: live). Without a host report, a failed check of the
 * repository refused the change; otherwise the host has not started (building, waiting).
 */
export function publishState(reports: Report[]): PublishState {
  const host = reports.filter((report) => report.host);
  const checks = reports.filter((report) => !report.host);
  const failed = host.find((report) => report.phase === 'failed');
  if (failed)
    return {
      state: 'failed',
      host: failed.name,
      reason: failed.reason ?? 'failed',
      ...(failed.link ? { link: failed.link } : {}),
    };
  const running = host.find((report) => report.phase === 'running');
  if (running)
    return {
      state: 'building',
      waiting: false,
      host: running.name,
      ...(running.link ? { link: running.link } : {}),
    };
  const failedChecks = checks.filter((report) => report.phase === 'failed');
  const [first] = host;
  if (first)
    return {
      state: 'live',
      host: first.name,
      ...(first.link ? { link: first.link } : {}),
      checks: failedChecks,
    };
  const refusal = failedChecks[0];
  if (refusal)
    return {
      state: 'refused',
      check: refusal.name,
      reason: refusal.reason ?? 'failed',
      ...(refusal.link ? { link: refusal.link } : {}),
    };
  return { state: 'building', waiting: true };
}

/** Whether the panel can stop asking. */
export const settled = (state: PublishState | Unreadable) =>
  state.state === 'live' ||
  state.state === 'failed' ||
  state.state === 'refused' ||
  (state.state === 'unreadable' && !state.retry);

/** Response headers as fetch gives them (only what is read). */
type Headers = { get(name: string): string | null };

/**
 * What a response that is not 2xx means, in words: a login GitHub refused (401), the rate limit
 * (403 or 429 with no requests left, or a Retry-After), no access (403), no such repository or
 * commit for this login (404), GitHub itself (5xx, asked again).
 */
export function apiProblem(status: number, headers: Headers, now = Date.now()): Unreadable {
  const remaining = headers.get('x-ratelimit-remaining');
  if (status === 429 || (status === 403 && (remaining === '0' || headers.get('retry-after')))) {
    const reset = Number(headers.get('x-ratelimit-reset'));
    const minutes = reset ? Math.max(1, Math.ceil((reset * 1000 - now) / 60_000)) : undefined;
    return {
      state: 'unreadable',
      reason: `GitHub’s rate limit is reached${minutes ? ` (for about ${minutes} min)` : ''}`,
      retry: true,
    };
  }
  if (status === 401)
    return {
      state: 'unreadable',
      reason: 'GitHub did not accept the login (401): log out and in again',
      retry: false,
    };
  if (status === 403)
    return {
      state: 'unreadable',
      reason: 'this login may not read the commit’s checks (403)',
      retry: false,
    };
  if (status === 404)
    return {
      state: 'unreadable',
      reason: 'GitHub does not show this login the repository or commit (404)',
      retry: false,
    };
  return {
    state: 'unreadable',
    reason: `GitHub answered ${status}`,
    retry: status >= 500,
  };
}

/** One commit of GET /repos/{o}/{r}/commits (only what is read). */
export type CommitSummary = {
  sha: string;
  html_url?: string;
  commit?: { committer?: { date?: string } | null } | null;
};

/**
 * The publish's commit among the last commits of the branch that touched the entry's file
 * (GET /repos/{o}/{r}/commits?sha=<branch>&path=<file>&per_page=1): the newest, if it was made
 * around the publish (an older one is the entry's previous change: GitHub has not listed the merge
 * yet). `slack` allows for the clocks of the browser and GitHub.
 */
export function publishedCommit(
  commits: CommitSummary[],
  publishedAt: number,
  slack = 10 * 60_000,
): CommitSummary | undefined {
  const [newest] = commits;
  if (!newest) return undefined;
  const date = Date.parse(newest.commit?.committer?.date ?? '');
  return Number.isNaN(date) || date >= publishedAt - slack ? newest : undefined;
}

/** The waits between two looks, in ms: quick at first, then every 30 s. */
export function nextDelay(attempt: number): number {
  const delays = [3_000, 5_000, 10_000, 15_000, 20_000];
  return delays[attempt] ?? 30_000;
}

/** How long the panel asks before saying where to look instead. */
export const giveUpAfter = 20 * 60_000;

/** Where the entry's page is served: its route for a page file, else its collection's item path. */
export function publishedPath(collection: string, slug: string, data: unknown): string | undefined {
  if (collection === 'pages') {
    const route = (data as { route?: { path?: unknown } } | null)?.route;
    return typeof route?.path === 'string' ? route.path : `/${slug}/`;
  }
  if (collection === 'campaigns') return campaignPath(slug);
  const descriptor = collectionDescriptors.find((each) => each.name === collection);
  return descriptor ? descriptor.itemPath(slug) : undefined;
}
