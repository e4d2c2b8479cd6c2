// A stub of GitHub's REST API for the editor's panel after Publish (tests/e2e/cms-publish-status.spec.ts):
// the three reads the panel makes, answered with the shapes GitHub documents, in a sequence a test
// sets. Each look at the commit takes the next look of the scenario, the last one repeating:
//   GET /repos/{o}/{r}/commits?sha=<branch>&path=<file>&per_page=1   the publish's commit
//   GET /repos/{o}/{r}/commits/{sha}/status                           combined commit status
//   GET /repos/{o}/{r}/commits/{sha}/check-runs                       check runs
// (docs.github.com/rest/commits/commits#list-commits, …/commits/statuses#get-the-combined-status-
// for-a-specific-reference, …/checks/runs#list-check-runs-for-a-git-reference). It answers CORS as
// api.github.com does (any origin, the Authorization header allowed) and records every request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { CheckRun, CommitStatus } from '../../../components/editor/publish-status';

/** One look at the commit: its statuses and check runs then. */
export type Look = { statuses: CommitStatus[]; checkRuns: CheckRun[] };

export type Scenario = { sha: string; looks: Look[] };

/** Vercel's deployment of the commit has completed and the repository's CI passed: a live change. */
export function deployed(targetUrl?: string): Look {
  return {
    statuses: [
      {
        context: 'Vercel',
        state: 'success',
        description: 'Deployment has completed',
        ...(targetUrl ? { target_url: targetUrl } : {}),
      },
    ],
    checkRuns: [
      { name: 'test', status: 'completed', conclusion: 'success', app: { slug: 'github-actions' } },
    ],
  };
}

export type StubRequest = { method: string; url: string; authorization?: string };

export type GitHubStub = {
  /** The scenario the next publish reads. */
  play(scenario: Scenario): void;
  /** Every request so far. */
  requests: StubRequest[];
  close(): Promise<void>;
};

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Accept, Content-Type',
  'Access-Control-Expose-Headers': 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
};

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    ...cors,
    'Content-Type': 'application/json; charset=utf-8',
    // As GitHub: cacheable for a minute (the panel must ask past the browser's cache).
    'Cache-Control': 'private, max-age=60, s-maxage=60',
    'X-RateLimit-Limit': '5000',
    'X-RateLimit-Remaining': '4999',
  });
  response.end(JSON.stringify(body));
}

export function startGitHubStub(port: number): Promise<GitHubStub> {
  let scenario: Scenario | undefined;
  // How many times each of the two reads was answered: the panel makes both once a look (at once,
  // in either order), so each takes the look of its own count.
  const answered = { status: 0, 'check-runs': 0 };
  const requests: StubRequest[] = [];
  const look = (read: keyof typeof answered): Look => {
    const looks = scenario!.looks;
    return looks[Math.min(answered[read]++, looks.length - 1)]!;
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    requests.push({
      method: request.method ?? 'GET',
      url: url.pathname + url.search,
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    });
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      return response.end();
    }
    if (url.pathname === '/') return send(response, 200, { current_user_url: '/user' });
    const repo = /^\/repos\/([^/]+)\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!repo || !scenario) return send(response, 404, { message: 'Not Found' });
    const [, owner, name, rest] = repo;
    const html = `https://github.com/${owner}/${name}`;
    if (rest === '/commits')
      return send(response, 200, [
        {
          sha: scenario.sha,
          html_url: `${html}/commit/${scenario.sha}`,
          commit: {
            message: 'Update News post “…”',
            committer: { name: 'GitHub', date: new Date().toISOString() },
          },
        },
      ]);
    const commit = /^\/commits\/([0-9a-f]{40})\/(status|check-runs)$/.exec(rest ?? '');
    if (!commit || commit[1] !== scenario.sha) return send(response, 404, { message: 'Not Found' });
    const read = commit[2] as keyof typeof answered;
    const now = look(read);
    if (read === 'status') {
      const states = now.statuses.map((status) => status.state);
      return send(response, 200, {
        state:
          states.includes('failure') || states.includes('error')
            ? 'failure'
            : states.includes('pending') || !states.length
              ? 'pending'
              : 'success',
        statuses: now.statuses.map((status, id) => ({
          url: `${url.origin}/repos/${owner}/${name}/statuses/${scenario!.sha}`,
          id: id + 1,
          ...status,
        })),
        sha: scenario.sha,
        total_count: now.statuses.length,
      });
    }
    return send(response, 200, { total_count: now.checkRuns.length, check_runs: now.checkRuns });
  };
  const server: Server = createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        play(next) {
          scenario = next;
          answered.status = 0;
          answered['check-runs'] = 0;
        },
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
