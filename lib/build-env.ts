// The build's settings from the environment, checked before anything is built (scripts/check-env.ts,
// the first step of `npm run build` and `npm run dev`). Every endpoint a page posts to, fetches from
// or names in its policy is inlined into public HTML and JavaScript, so a value that is not what it
// claims to be must stop the build, naming the variable and the value, never build quietly:
// - a cleartext `http://` endpoint would send leads and sign-ins unencrypted (loopback only: the
//   e2e stubs and a laptop's own servers);
// - a value that is not a URL used to widen the page policy to every known form backend;
// - `javascript:` or another scheme in a form's `action` is a script sink;
// - `https://user:secret@host` would publish the secret in every page;
// - a host that is not a host name: `https://*/f` made the page policy allow every host,
//   `https://x.example;script-src/f` wrote a directive into it, and `https://usebasin.com./f`
//   (a trailing dot, the same host to DNS) slipped past the check that the notice names Basin.
// Each value is parsed with URL, and everything built from it (the page policy's origins, the
// notice check's host) is taken from what the parser read, never matched in the text.

/** Variables that name a URL the site sends to or links its users to (all inlined or published). */
export const endpointVariables = {
  NEXT_PUBLIC_SITE_URL: 'the production origin (canonical URLs, the sitemap, security.txt)',
  NEXT_PUBLIC_FORM_ENDPOINT: 'where lead forms post',
  NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'where the measurement sends its events',
  NEXT_PUBLIC_APP_URL: 'the customer portal sign-in and reset post to',
  CMS_AUTH_URL: "the content editor's OAuth proxy",
  CMS_STATUS_API: 'where the content editor reads a published change’s commit statuses',
} as const;

export type EndpointVariable = keyof typeof endpointVariables;

/** The form field a lead's spam trap is posted under (Formspree discards a lead that fills it). */
export const defaultTrapField = '_gotcha';
const trapFieldPattern = /^[A-Za-z_][A-Za-z0-9_-]{0,39}$/;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a host is this machine (an e2e stub, a laptop's dev server): cleartext is fine there. */
export function isLoopback(hostname: string): boolean {
  return loopbackHosts.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** A host name as DNS writes it (letters, digits, inner hyphens, dot-separated), or an IP literal. */
// Literal, so the browser bundles that read this module's other exports (lib/site.ts) drop it.
const hostName =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ipv6Literal = /^\[[0-9a-f:.]+\]$/;

/**
 * One endpoint's value parsed: the URL, or what is wrong with it. What the parser reads as its
 * host must be a host name (or an IP literal): no wildcard, no `;`, `_` or other character a host
 * name has not, no trailing dot.
 */
export function parseEndpoint(value: string): { url: URL } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: 'is not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: `uses ${url.protocol} (only https:// is allowed)` };
  // URL() accepts "https:example.com" and trims spaces: the value must be written as it parses.
  if (!/^https?:\/\/[^\s/\\]/i.test(value) || /\s/.test(value))
    return { problem: 'must be written as https://host/path, with no spaces' };
  const host = url.hostname;
  if (host.includes('*'))
    return { problem: `names a wildcard host (${host}), which a page policy reads as any host` };
  if (host.endsWith('.'))
    return {
      problem: `ends its host with a dot (${host}): write it without (${host.slice(0, -1)})`,
    };
  if (!hostName.test(host) && !ipv6Literal.test(host))
    return {
      problem: `has a host that is not a host name (${JSON.stringify(host)}): only letters, digits, hyphens and dots`,
    };
  if (url.protocol === 'http:' && !isLoopback(host))
    return {
      problem:
        'is cleartext http:// (only https:// is allowed, http:// only for localhost or 127.0.0.1)',
    };
  if (url.username || url.password)
    return { problem: 'carries a user name or password, which every page would publish' };
  return { url };
}

/** What is wrong with one endpoint's value, or undefined when it is a safe URL. */
export function endpointProblem(value: string): string | undefined {
  const parsed = parseEndpoint(value);
  return 'problem' in parsed ? parsed.problem : undefined;
}

/**
 * The origin of a checked endpoint (`https://formspree.io`) as the parser reads it: what the page
 * policy names. Throws on a value the check refuses (scripts/check-env.ts stops the build first).
 */
export function endpointOrigin(name: string, value: string): string {
  const parsed = parseEndpoint(value);
  if ('problem' in parsed) throw new Error(`${name}=${JSON.stringify(value)} ${parsed.problem}.`);
  return parsed.url.origin;
}

export type BuildEnv = {
  /** The form field name of the spam trap (NEXT_PUBLIC_FORM_TRAP_FIELD, default `_gotcha`). */
  trapField: string;
};

/**
 * Every problem of the build's environment, one line each, naming the variable and its value.
 * Empty variables are unset (each feature says what it does without one).
 */
export function buildEnvProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(endpointVariables) as EndpointVariable[]) {
    const value = env[name];
    if (!value) continue;
    const problem = endpointProblem(value);
    if (problem)
      problems.push(
        `${name}=${JSON.stringify(value.slice(0, 200))} ${problem} (${endpointVariables[name]}).`,
      );
  }
  const trap = env.NEXT_PUBLIC_FORM_TRAP_FIELD;
  if (trap && !trapFieldPattern.test(trap))
    problems.push(
      `NEXT_PUBLIC_FORM_TRAP_FIELD=${JSON.stringify(trap.slice(0, 200))} must be a form field name: ` +
        'a letter or _, then up to 39 letters, digits, _ or - (e.g. _gotcha).',
    );
  return problems;
}

/** The checked settings, or an error listing every problem. */
export function checkedBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const problems = buildEnvProblems(env);
  if (problems.length)
    throw new Error(
      `The build's environment is not safe to build with:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  return { trapField: env.NEXT_PUBLIC_FORM_TRAP_FIELD || defaultTrapField };
}

/** The form and analytics services the privacy notice can name, by the hosts they answer on. */
export const noticedServices = [
  { name: 'Formspree', host: /(^|\.)formspree\.io$/ },
  { name: 'Basin', host: /(^|\.)usebasin\.com$/ },
  { name: 'HubSpot', host: /(^|\.)(hsforms\.com|hubspot\.com|hubapi\.com)$/ },
  { name: 'Plausible', host: /(^|\.)plausible\.io$/ },
] as const;

/**
 * What the privacy notice fails to say about this build's services: a configured form or analytics
 * endpoint of a known service (`noticedServices`) that `notices` (each notice's text, by its file)
 * does not name. A visitor is told who receives their data; a build that sends it to another
 * service than the notice names would make the notice untrue. Loopback endpoints (the e2e stubs)
 * and unknown hosts (an own proxy, a self-hosted Plausible) are the operator's to describe.
 */
export function noticeProblems(
  env: Record<string, string | undefined>,
  notices: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const name of ['NEXT_PUBLIC_FORM_ENDPOINT', 'NEXT_PUBLIC_ANALYTICS_ENDPOINT'] as const) {
    const value = env[name];
    if (!value || !URL.canParse(value)) continue;
    // The host as DNS reads it: lower case, punycode (URL does both), no trailing dot.
    const hostname = new URL(value).hostname.replace(/\.$/, '');
    const service = noticedServices.find((candidate) => candidate.host.test(hostname));
    if (!service || isLoopback(hostname)) continue;
    for (const [file, text] of Object.entries(notices))
      if (!text.includes(service.name))
        problems.push(
          `${name} sends to ${service.name} (${hostname}), which ${file} does not name: name it ` +
            'among the processors (who receives the data, and where) before building with it.',
        );
  }
  return problems;
}
