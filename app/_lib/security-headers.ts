// The one source of the site's HTTP response headers. scripts/host-config.ts turns it into
// vercel.json, out/_headers (Netlify / Cloudflare Pages) and the nginx lines in the README.

/** Form backends the lead forms may post to (CSP connect-src / form-action). */
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
  // Lead forms post to the form backend; sign-in and reset hand off to the customer portal.
  const formOrigins = [
    ...new Set([...knownFormOrigins, originOf(formEndpoint), originOf(appUrl)].filter(Boolean)),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(formOrigins as string[])]],
    ['frame-src', [videoOrigin]],
    ['form-action', ["'self'", ...(formOrigins as string[])]],
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
