// The one source of the site's security policy. scripts/host-config.ts turns the response headers
// into vercel.json, deploy/nginx.conf and out/_headers (Netlify / Cloudflare Pages);
// scripts/csp.ts writes each exported page's own Content-Security-Policy (`pagePolicy`).
import { webSearch } from './site';
import { endpointOrigin, type EndpointVariable } from './build-env';

/** The only third party a page may frame: the privacy-enhanced YouTube player, after a click. */
export const videoOrigin = 'https://www.youtube-nocookie.com';

export type Header = { key: string; value: string };

/**
 * Origin of the endpoint configured in `name`, as lib/build-env.ts parses it (never the text as
 * written: a policy source is exactly the parsed scheme, host and port); undefined when unset.
 * Throws on a value the build's check refuses.
 */
export function originOf(url: string | undefined, name: EndpointVariable): string | undefined {
  return url ? endpointOrigin(name, url) : undefined;
}

/** SHA-256 sources (`'sha256-…'`) of one page's inline scripts and inline styles. */
export type InlineHashes = { scripts: string[]; styles: string[] };

/**
 * The page's Content-Security-Policy, shipped as the first `<meta http-equiv>` after the charset of
 * every exported page (scripts/csp.ts). A static export cannot use nonces (no per-request server),
 * but the build knows every inline script and style byte for byte, so it allows exactly those by
 * hash: no 'unsafe-inline', no 'unsafe-eval', no host but our own. Directives a meta tag cannot
 * carry are in `headerPolicy`.
 */
export function pagePolicy(
  hashes: InlineHashes,
  formEndpoint?: string,
  appUrl?: string,
  analyticsEndpoint?: string,
  options: {
    /** The page runs the site search (Pagefind compiles WebAssembly). */
    search?: boolean;
    /** The page has the scripts-off web search form, which posts to the web search engine. */
    webSearch?: boolean;
  } = {},
): string {
  // Only what this build configures: lead forms send to the configured endpoint (JSON once
  // hydrated, a native urlencoded post before); without one, to `mailto:`, where the scripts-off
  // forms post into an email to sales, and no third-party backend at all. Sign-in and reset post to
  // the customer portal when one is set. The web search is the help-center search's fallback when
  // scripts are off (components/sections/HelpSearchHeader.tsx): named only on the page that has it.
  const endpoint = originOf(formEndpoint, 'NEXT_PUBLIC_FORM_ENDPOINT');
  const portal = originOf(appUrl, 'NEXT_PUBLIC_APP_URL');
  const formOrigins = [...new Set([...(endpoint ? [endpoint] : []), ...(portal ? [portal] : [])])];
  const formActions = [
    ...formOrigins,
    ...(endpoint ? [] : ['mailto:']),
    ...(options.webSearch ? [new URL(webSearch.action).origin] : []),
  ];
  // The cookieless measurement's beacons (lib/analytics.ts) go to its endpoint, named only when set.
  const analytics = originOf(analyticsEndpoint, 'NEXT_PUBLIC_ANALYTICS_ENDPOINT');
  const connect = [...new Set([...formOrigins, ...(analytics ? [analytics] : [])])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Framework chunks from our origin; inline scripts (flight data, the start-up loader, the
    // speculation rules) by hash only.
    // A page with the site search also compiles Pagefind's WebAssembly ('wasm-unsafe-eval' allows
    // WebAssembly compilation only, not eval); it loads its code and index from 'self'.
    [
      'script-src',
      ["'self'", ...(options.search ? ["'wasm-unsafe-eval'"] : []), ...hashes.scripts],
    ],
    // The critical CSS and the fallback font faces by hash; no page has a style attribute.
    ['style-src', ["'self'", ...hashes.styles]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['frame-src', [videoOrigin]],
    ['form-action', ["'self'", ...formActions]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The content editor's page (public/admin/, written by scripts/cms-assets.ts). */
export const editorPage = 'admin/index.html';

/**
 * The content editor's own policy, wider than the site's in exactly these places, each because
 * Decap CMS 3 cannot run without it:
 * - script-src 'unsafe-eval': Decap validates its config with ajv, which compiles validators with
 *   `new Function` (the editor shows "EvalError" and stops without it);
 * - style-src 'unsafe-inline': its UI is styled by emotion, which writes `<style>` elements at
 *   runtime (no build can hash them);
 * - connect-src / img-src: the GitHub API and its avatars and raw files, the OAuth proxy
 *   (`CMS_AUTH_URL`), and the local backend of `npm run cms` on the writer's own machine (and
 *   `CMS_STATUS_API`, where the panel after Publish reads the commit's statuses, if not GitHub's);
 * - connect-src blob:: an uploaded file waits in the page as a blob: URL, which Decap fetches to
 *   base64 it on Save (AssetProxy.toBase64); without it no upload is ever committed.
 * No other page loads anything of the editor, and no other page's policy changes.
 */
export function editorPolicy(
  hashes: InlineHashes,
  authUrl?: string,
  localBackendPort = 8081,
  statusApi?: string,
): string {
  const auth = originOf(authUrl, 'CMS_AUTH_URL');
  const status = originOf(statusApi, 'CMS_STATUS_API');
  const local = [`http://localhost:${localBackendPort}`, `http://127.0.0.1:${localBackendPort}`];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'", ...hashes.scripts]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    [
      'img-src',
      [
        "'self'",
        'data:',
        'blob:',
        'https://avatars.githubusercontent.com',
        'https://raw.githubusercontent.com',
      ],
    ],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        "'self'",
        'blob:',
        'https://api.github.com',
        ...(auth ? [auth] : []),
        ...(status && status !== 'https://api.github.com' ? [status] : []),
        ...local,
      ],
    ],
    ['frame-src', ["'self'", 'blob:']],
    ['form-action', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The editor's policy for this build: its OAuth proxy and local backend port from the env. */
export const editorPolicyFor = (hashes: InlineHashes, env: NodeJS.ProcessEnv = process.env) =>
  editorPolicy(hashes, env.CMS_AUTH_URL, Number(env.CMS_PROXY_PORT ?? 8081), env.CMS_STATUS_API);

/**
 * The header part of the policy: what a `<meta>` policy cannot say (`frame-ancestors`) and what
 * applies to every response alike (`upgrade-insecure-requests`, which `npm run serve` drops on
 * plain-http loopback). It names no fetch directive: the browser enforces header and meta policy
 * both, so a `script-src` here would have to carry every page's hashes too.
 */
export function headerPolicy(): string {
  return "frame-ancestors 'none'; upgrade-insecure-requests";
}

export function securityHeaders(): Header[] {
  return [
    { key: 'Content-Security-Policy', value: headerPolicy() },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: `camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self "${videoOrigin}")`,
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    // A page opened from another origin gets no handle on its opener, and the reverse; popups a
    // page opens itself keep theirs: the content editor's GitHub login is a popup that hands the
    // token back through window.opener (tests/e2e/cms.spec.ts). No other page opens a popup.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
}
