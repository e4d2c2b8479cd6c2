// After Publish, a small panel says what became of the change: "Building your change…", then
// "Live" with its page's link, or "Failed: <reason>" with the host's log, from what the host reports
// on the published commit on GitHub (./publish-status.ts decides; docs/hosting.md › "What the
// editor shows after Publish"). It asks again with growing waits until the state settles, and after
// 20 minutes says where to look instead. It reads GitHub with the login Decap holds (its
// `decap-cms-user` in localStorage), the token in a header, never in a URL.
import {
  apiProblem,
  checkRunReports,
  giveUpAfter,
  nextDelay,
  publishState,
  publishedCommit,
  publishedPath,
  safeLink,
  settled,
  statusReports,
  type CheckRuns,
  type CombinedStatus,
  type CommitSummary,
  type PublishState,
  type Unreadable,
} from './publish-status';

/** What the build tells the panel (scripts/cms-assets.ts, from the editor's config). */
export type PublishStatusOptions = {
  /** The GitHub API the statuses are read from: the backend's api_root, or CMS_STATUS_API. */
  apiRoot: string;
  /** The build named the API (CMS_STATUS_API, the e2e's stub): read it whatever the backend. */
  explicit: boolean;
  /** owner/name and the production branch Publish merges into (backend.repo, backend.branch). */
  repo: string;
  branch: string;
  /** The site's URL: a page's link is this and the page's path. */
  siteUrl: string;
  /** The host's status name (backend.preview_context), if the build set it. */
  previewContext: string;
};

/** An Immutable.js value as Decap hands it (only what is read). */
type Immutable = { get(key: string): unknown; toJS?(): unknown };

/** Decap's registry of event listeners (decap-cms-core lib/registry.js). */
export type EventRegistry = {
  registerEventListener(listener: {
    name: 'postPublish';
    handler: (payload: { entry: Immutable }) => void;
  }): void;
};

/** The login Decap keeps (decap-cms-core backend.ts LocalStorageAuthStore, key decap-cms-user). */
function storedLogin(): { backend?: string; token?: string } {
  try {
    const user = JSON.parse(localStorage.getItem('decap-cms-user') ?? 'null') as {
      backendName?: unknown;
      token?: unknown;
    } | null;
    return {
      ...(typeof user?.backendName === 'string' ? { backend: user.backendName } : {}),
      ...(typeof user?.token === 'string' && user.token ? { token: user.token } : {}),
    };
  } catch {
    return {};
  }
}

type Answer<T> = { data: T } | Unreadable;

/** GET from GitHub's API: the JSON, or what the answer means in words. */
async function get<T>(url: string, token: string | undefined): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        Accept: 'application/vnd.github+json',
        ...(token ? { Authorization: `token ${token}` } : {}),
      },
      // GitHub answers with max-age=60: a cached status would never change.
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    return { state: 'unreadable', reason: 'GitHub could not be reached', retry: true };
  }
  if (!response.ok) return apiProblem(response.status, response.headers);
  try {
    return { data: (await response.json()) as T };
  } catch {
    return { state: 'unreadable', reason: 'GitHub’s answer was not JSON', retry: true };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The panels' container, bottom right, made on first use. */
function container(): HTMLElement {
  const existing = document.getElementById('publish-status');
  if (existing) return existing;
  const box = document.createElement('section');
  box.id = 'publish-status';
  box.setAttribute('aria-label', 'Publish status');
  Object.assign(box.style, {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    zIndex: '1000',
    display: 'flex',
    flexDirection: 'column',
    gap: '8px',
    maxWidth: 'min(420px, calc(100vw - 32px))',
    // Never over the editor's own controls: a few panels at most, scrolled beyond a third of the
    // window (the newest last, beside the corner).
    maxHeight: '33vh',
    overflowY: 'auto',
    font: '14px/1.4 system-ui, sans-serif',
  });
  document.body.append(box);
  return box;
}

const colours: Record<string, string> = {
  building: '#f0f4ff',
  live: '#e8f6ec',
  failed: '#fdecec',
  refused: '#fdecec',
  unreadable: '#fff6e0',
};

function link(href: string, text: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
  return anchor;
}

/** The panels kept at once: publishing a fourth change drops the oldest (its polling stops). */
export const panelsKept = 3;

/** Drops the oldest panels beyond `panelsKept - 1`, making room for one more. */
function makeRoom(box: HTMLElement) {
  const items = [...box.querySelectorAll<HTMLElement>('.publish-status-item')];
  for (const old of items.slice(0, Math.max(0, items.length - (panelsKept - 1)))) {
    old.dispatchEvent(new Event('publish-status:drop'));
    old.remove();
  }
}

/** One published change's panel: its title, its state line, a Dismiss button. */
export function panel(title: string) {
  const item = document.createElement('div');
  item.setAttribute('role', 'status');
  item.setAttribute('aria-live', 'polite');
  item.className = 'publish-status-item';
  Object.assign(item.style, {
    padding: '10px 12px',
    border: '1px solid #c9d1e0',
    borderRadius: '6px',
    boxShadow: '0 2px 8px rgba(0,0,0,.15)',
    color: '#1c2433',
  });
  const heading = document.createElement('p');
  heading.style.margin = '0 0 4px';
  heading.style.fontWeight = '600';
  heading.textContent = `“${title}” published`;
  const line = document.createElement('p');
  line.style.margin = '0';
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = 'Dismiss';
  Object.assign(dismiss.style, { marginTop: '6px', font: 'inherit', cursor: 'pointer' });
  let stopped = false;
  dismiss.addEventListener('click', () => {
    stopped = true;
    item.remove();
  });
  item.addEventListener('publish-status:drop', () => {
    stopped = true;
  });
  item.append(heading, line, dismiss);
  const box = container();
  makeRoom(box);
  box.append(item);
  return {
    get stopped() {
      return stopped;
    },
    /** Shows a state: its words, then its links. */
    show(state: string, ...parts: (string | HTMLAnchorElement)[]) {
      item.dataset.state = state;
      item.style.background = colours[state] ?? '#fff';
      line.replaceChildren(...parts);
    },
  };
}

type Panel = ReturnType<typeof panel>;

/** The panel's words for a state of the change. */
function showState(view: Panel, state: PublishState, pageUrl: string) {
  if (state.state === 'building')
    return view.show(
      'building',
      state.waiting
        ? 'Building your change… (waiting for the host to start)'
        : 'Building your change… ',
      ...(state.link ? [link(state.link, 'Follow the build')] : []),
    );
  if (state.state === 'live')
    return view.show(
      'live',
      'Live: ',
      link(pageUrl, pageUrl),
      ...state.checks.flatMap((check) => [
        ` The check “${check.name}” failed on this change: ${check.reason ?? 'failed'} `,
        ...(check.link ? [link(check.link, 'its log')] : []),
      ]),
    );
  if (state.state === 'failed')
    return view.show(
      'failed',
      `Failed: ${state.reason} `,
      ...(state.link ? [link(state.link, 'The host’s log')] : []),
    );
  view.show(
    'refused',
    `Refused: the check “${state.check}” failed: ${state.reason} `,
    ...(state.link ? [link(state.link, 'its log')] : []),
  );
}

/** Follows one published entry until its state settles, the panel is dismissed, or time is up. */
export async function followPublish(entry: Immutable, options: PublishStatusOptions) {
  const login = storedLogin();
  if (!options.explicit && login.backend !== 'github') return; // the local backend: no host builds
  const collection = String(entry.get('collection') ?? '');
  const slug = String(entry.get('slug') ?? '');
  const file = String(entry.get('path') ?? '');
  const data = (entry.get('data') as Immutable | undefined)?.toJS?.() as
    Record<string, unknown> | undefined;
  const title = typeof data?.title === 'string' && data.title ? data.title : slug;
  const path = publishedPath(collection, slug, data);
  const pageUrl = new URL(path ?? '/', options.siteUrl).href;
  const view = panel(title);
  const [owner = '', name = ''] = options.repo.split('/');
  const api = `${options.apiRoot.replace(/\/+$/, '')}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
  let commitPage = `https://github.com/${owner}/${name}/commits/${encodeURIComponent(options.branch)}`;
  const lookHere = () => link(commitPage, 'the commit on GitHub');
  const publishedAt = Date.now();
  let sha: string | undefined;
  view.show('building', 'Building your change…');
  for (let attempt = 0; !view.stopped; attempt += 1) {
    if (Date.now() - publishedAt > giveUpAfter) {
      view.show(
        'unreadable',
        'No word from the host after 20 minutes. Look at the host’s dashboard, or at ',
        lookHere(),
      );
      return;
    }
    let state: PublishState | Unreadable | undefined;
    if (!sha) {
      const query = new URLSearchParams({ sha: options.branch, path: file, per_page: '1' });
      const commits = await get<CommitSummary[]>(`${api}/commits?${query}`, login.token);
      if ('data' in commits) {
        const commit = publishedCommit(commits.data, publishedAt);
        sha = commit?.sha;
        commitPage = safeLink(commit?.html_url) ?? commitPage;
      } else state = commits;
    }
    if (sha) {
      const ref = `${api}/commits/${encodeURIComponent(sha)}`;
      const [combined, runs] = await Promise.all([
        get<CombinedStatus>(`${ref}/status`, login.token),
        get<CheckRuns>(`${ref}/check-runs?per_page=100`, login.token),
      ]);
      if (!('data' in combined)) state = combined;
      else if (!('data' in runs)) state = runs;
      else
        state = publishState([
          ...statusReports(combined.data, options.previewContext),
          ...checkRunReports(runs.data, options.previewContext),
        ]);
    }
    if (view.stopped) return;
    if (state?.state === 'unreadable')
      view.show(
        'unreadable',
        `The build’s status can’t be read: ${state.reason}${state.retry ? ' (asking again)' : ''}. Look at `,
        lookHere(),
      );
    else if (state) showState(view, state, pageUrl);
    if (state && settled(state)) return;
    await sleep(nextDelay(attempt));
  }
}

/** Shows the panel after every Publish (Decap's postPublish event, after the merge). */
export function registerPublishStatus(cms: EventRegistry, options: PublishStatusOptions) {
  cms.registerEventListener({
    name: 'postPublish',
    // Not awaited: Decap waits for its listeners before it says "Entry published".
    handler: ({ entry }) => {
      followPublish(entry, options).catch((error: unknown) =>
        console.error('The publish status stopped.', error),
      );
    },
  });
}
