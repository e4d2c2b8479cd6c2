// Renders host configuration and redirect pages from the typed lists in content/.
import { activeRedirects, type Redirect } from '../content/redirects';
import { site } from '../content/site';
import { securityHeaders } from '../lib/security-headers';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A standalone HTML page that sends visitors and crawlers on to the new URL. */
export function renderRedirectPage(redirect: Redirect, siteUrl: string): string {
  const target = escapeHtml(redirect.to);
  const canonical = escapeHtml(`${siteUrl}${redirect.to}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved | ${escapeHtml(site.name)}</title>
<meta name="robots" content="noindex, follow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>Continue to <a href="${target}">${canonical}</a>.</p>
</main>
</body>
</html>
`;
}

/** Output file for a redirect page: `/about` → `about/index.html`, `/x.html` → `x.html`. */
export function redirectPageFile(redirect: Redirect): string {
  const path = redirect.from.replace(/^\/+/, '');
  return path.endsWith('.html') ? path : `${path.replace(/\/+$/, '')}/index.html`;
}

/** Netlify / Cloudflare Pages `_redirects`: permanent redirects, with and without trailing slash. */
export function renderNetlifyRedirects(list: Redirect[] = activeRedirects()): string {
  const lines = ['# Generated from content/redirects.ts by scripts/postbuild.ts. Do not edit.'];
  for (const redirect of list) {
    lines.push(`${redirect.from} ${redirect.to} 301`);
    if (!redirect.from.endsWith('.html')) lines.push(`${redirect.from}/ ${redirect.to} 301`);
  }
  return `${lines.join('\n')}\n`;
}

/** Paths whose file names carry a content hash: Next's assets and the fonts (scripts/fonts.ts). */
export const immutablePrefixes = ['/_next/static/', '/fonts/'];

/** Netlify / Cloudflare Pages `_headers`: security headers for every path, long caching for hashed assets. */
export function renderHeadersFile(): string {
  const lines = [
    '# Generated from lib/security-headers.ts by scripts/postbuild.ts. Do not edit.',
    '/*',
  ];
  for (const header of securityHeaders()) lines.push(`  ${header.key}: ${header.value}`);
  for (const prefix of immutablePrefixes)
    lines.push(`${prefix}*`, '  Cache-Control: public, max-age=31536000, immutable');
  return `${lines.join('\n')}\n`;
}

/** nginx `add_header` lines for the same policy (documented in the README). */
export function renderNginxHeaders(): string {
  return securityHeaders()
    .map((header) => `add_header ${header.key} "${header.value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

/** vercel.json for the static export (committed; `npm run gen:host` rewrites it). */
export function renderVercelJson(list: Redirect[] = activeRedirects()): string {
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'out',
    trailingSlash: true,
    headers: [
      { source: '/(.*)', headers: securityHeaders() },
      ...immutablePrefixes.map((prefix) => ({
        source: `${prefix}(.*)`,
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      })),
    ],
    redirects: list.map((redirect) => ({
      source: redirect.from,
      destination: redirect.to,
      permanent: true,
    })),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}
