// The one source of the site's HTTP response headers. scripts/host-config.ts turns it into
// vercel.json, out/_headers (Netlify / Cloudflare Pages) and the nginx lines in the README.
import { webSearch } from './site';

/** Form backends a lead form may post to when the build does not name one (vercel.json). */
export const knownFormOrigins = [
  'https://formspree.io',
  'https://usebasin.com',
  'https://api.hsforms.com',
];

/** The only third party a page may frame: the privacy-enhanced YouTube player, after a click. */
export const videoOrigin = 'https://www.youtube-nocookie.com';

export type Header = { key: string; value: string };

/** Origin of a configured endpoint URL, or undefined when unset or not a URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Content-Security-Policy. Static export cannot use nonces (no per-request server), and Next
 * inlines hydration data in <script> tags, so scripts need 'unsafe-inline'; everything else is
 * locked to our origin. See NOTES-static-export.md §3.1.
 */
export function contentSecurityPolicy(formEndpoint?: string, appUrl?: string): string {
  // Lead forms send to the configured endpoint (JSON once hydrated, a native urlencoded post
  // before); a build without one (or vercel.json, written before any endpoint is known) allows
  // the known backends, and `mailto:`, where the scripts-off forms post into an email to sales.
  // Sign-in and reset post to the customer portal; 'self' is the help-center search, and the
  // web search is its fallback when scripts are off (components/sections/HelpSearchHeader.tsx).
  const endpoint = originOf(formEndpoint);
  const leadTargets = endpoint ? [endpoint] : knownFormOrigins;
  const portal = originOf(appUrl);
  const formOrigins = [...new Set([...leadTargets, ...(portal ? [portal] : [])])];
  const formActions = [
    ...formOrigins,
    ...(endpoint ? [] : ['mailto:']),
    new URL(webSearch.action).origin,
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'inline-speculation-rules': the prerender rules of app/layout.tsx (no wider script-src).
    ['script-src', ["'self'", "'unsafe-inline'", "'inline-speculation-rules'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...formOrigins]],
    ['frame-src', [videoOrigin]],
    ['form-action', ["'self'", ...formActions]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export function securityHeaders(formEndpoint?: string, appUrl?: string): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(formEndpoint, appUrl) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: `camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self "${videoOrigin}")`,
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
