/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { activeRedirects, redirects } from '@/content/redirects';
import { routePaths } from '@/content/routes';
import {
  folderName,
  plainFolders,
  redirectPageFile,
  renderHeadersFile,
  renderNginxConf,
  renderNginxHeaders,
  renderNetlifyRedirects,
  renderRedirectPage,
  renderVercelJson,
} from '@/scripts/host-config';
import { pagePolicy } from '@/lib/security-headers';

const hashes = { scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] };

describe('redirects and host config', () => {
  it('covers every old link of the previous site', () => {
    expect(redirects.map((r) => r.from).sort()).toEqual(
      [
        '/about',
        '/services',
        '/pricing',
        '/contact-us',
        '/team',
        '/career-single.html',
        '/contact-us.html',
        '/request-demo.html',
        '/integrations.html',
        // The spec's single detail routes: each item now has its own URL.
        '/news-details',
        '/single-career',
        '/help-center-details',
      ].sort(),
    );
  });

  it('keeps the committed vercel.json and deploy/nginx.conf in step (run npm run gen:host)', () => {
    const committed = (file: string) =>
      readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
    expect(committed('vercel.json')).toBe(renderVercelJson());
    expect(committed('deploy/nginx.conf')).toBe(renderNginxConf());
  });

  it('writes a _redirects line per active redirect, with and without the trailing slash', () => {
    const text = renderNetlifyRedirects();
    for (const redirect of activeRedirects()) {
      expect(text).toContain(`${redirect.from} ${redirect.to} 301\n`);
      if (!redirect.from.endsWith('.html'))
        expect(text).toContain(`${redirect.from}/ ${redirect.to} 301\n`);
    }
  });

  it('gives every legacy link an exact nginx location that answers 301 with the headers', () => {
    const conf = renderNginxConf();
    for (const redirect of activeRedirects()) {
      const block = conf.match(
        new RegExp(`location = ${redirect.from.replace(/\./g, '\\.')} \\{([^}]*)\\}`),
      )?.[1];
      expect(block).toContain(`return 301 ${redirect.to};`);
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
    }
  });

  it('repeats the security headers in every nginx block that sets its own', () => {
    // A block ends at the `}` that starts a line (the variants' `types {}` nests inside one).
    const blocks = renderNginxConf().match(/^location [^{]+\{[\s\S]*?^\}/gm) ?? [];
    expect(blocks.length).toBeGreaterThan(4);
    for (const block of blocks)
      for (const line of renderNginxHeaders().split('\n')) expect(block).toContain(line);
  });

  it('caches the variants under /_img/ as immutable on every host, and nginx types them itself', () => {
    const variants = renderNginxConf().match(/^location \/_img\/ \{[\s\S]*?^\}/m)?.[0];
    expect(variants).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    // Its own table: an operator's mime.types older than nginx 1.22 has no avif.
    expect(variants).toContain('image/avif avif;');
    expect(variants).toContain('image/webp webp;');
    expect(renderHeadersFile()).toContain(
      '/_img/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    const vercel = JSON.parse(renderVercelJson()) as {
      routes: { src?: string; headers?: Record<string, string> }[];
    };
    const immutable = vercel.routes.find(
      (route) => route.headers?.['Cache-Control'] === 'public, max-age=31536000, immutable',
    );
    expect(new RegExp(immutable!.src!).test('/_img/harbour-0123456789ab-960.avif')).toBe(true);
  });

  it('builds every redirect Location of nginx and Vercel from plain segments only', () => {
    // Each page is reached by the /x/index.html and /x rules, which copy only plain segments.
    const index = new RegExp(`^/${plainFolders}$`);
    const folder = new RegExp(`^/${plainFolders}${folderName}/$`);
    for (const route of routePaths())
      expect(route === '/' ? index.test(route) : folder.test(route)).toBe(true);
    // nginx: fixed paths, or `/$page` of the plain pattern over $request_uri; $uri refused
    // (404) when it starts with // or holds a backslash or a control character.
    const conf = renderNginxConf();
    const targets = [...conf.matchAll(/return 30\d (\S+);/g)].map((match) => match[1]!);
    for (const target of targets) expect(target).toMatch(/^\/(\$page|[a-z0-9-/]*)$/);
    expect(conf).toContain(`if ($request_uri ~ "^/(?<page>${plainFolders})index\\.html`);
    expect(conf).toMatch(/if \(\$uri ~ "\^\/\/\|\[.*\\x00-\\x1f\\x7f\]"\) \{\s+return 404;/);
    // Vercel: fixed paths, or one `/` and a group of the plain pattern.
    const vercel = JSON.parse(renderVercelJson()) as {
      routes: { src?: string; headers?: Record<string, string> }[];
    };
    for (const route of vercel.routes.filter((entry) => entry.headers?.Location)) {
      const location = route.headers!.Location!;
      if (location.includes('$'))
        expect([
          [`^/(${plainFolders})index\\.html$`, '/$1'],
          [`^/(${plainFolders}${folderName})$`, '/$1/'],
        ]).toContainEqual([route.src, location]);
      else expect(location).toMatch(/^\/[a-z0-9-/]*$/);
    }
  });

  it('renders a noindex redirect page with a canonical and a meta refresh', () => {
    const html = renderRedirectPage({ from: '/about', to: '/company/' }, 'https://www.example.com');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/company/">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/company/">');
    expect(html).toContain('<a href="/company/">');
  });

  it('places folder-style redirects in index.html and keeps .html paths as files', () => {
    expect(redirectPageFile({ from: '/about', to: '/company/' })).toBe('about/index.html');
    expect(redirectPageFile({ from: '/contact-us.html', to: '/contact/' })).toBe('contact-us.html');
  });
});

describe('security headers', () => {
  const required = [
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options: nosniff',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy',
    'X-Frame-Options: DENY',
  ];

  it('puts every header into _headers, vercel.json and the nginx lines', () => {
    const vercel = JSON.parse(renderVercelJson()) as {
      routes: { src?: string; headers?: Record<string, string> }[];
    };
    const all = vercel.routes.find((route) => route.src === '^/(.*)$')!;
    const vercelText = Object.entries(all.headers!)
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n');
    for (const text of [
      renderHeadersFile(),
      vercelText,
      renderNginxHeaders().replace(/add_header (\S+) "/g, '$1: '),
    ]) {
      for (const header of required) expect(text).toContain(header);
    }
  });

  it('keeps in the header only what a meta policy cannot carry', () => {
    const csp = renderHeadersFile().match(/Content-Security-Policy: (.*)/)![1]!;
    expect(csp).toBe("frame-ancestors 'none'; upgrade-insecure-requests");
    // A fetch directive here would be enforced on top of each page's hashes and block them.
    expect(csp).not.toMatch(/(default|script|style)-src/);
  });

  it('locks the page policy down and allows only the video host and the configured form endpoint', () => {
    const csp = pagePolicy(hashes, 'https://leads.example.com/f/abc');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(csp).toContain("style-src 'self' 'sha256-c'");
    expect(csp).not.toContain('unsafe-');
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/leads\.example\.com/);
    expect(csp).toMatch(/form-action 'self'[^;]* https:\/\/leads\.example\.com/);
    expect(csp).not.toMatch(/script-src[^;]*https?:/);
    // With an endpoint, forms post there only: no other backend, no email fallback.
    expect(csp).not.toContain('mailto:');
    expect(csp).not.toContain('formspree');
  });

  it('names the analytics endpoint in connect-src only when one is set', () => {
    const csp = pagePolicy(hashes, undefined, undefined, 'https://stats.example.com/api/event');
    expect(csp).toMatch(/connect-src 'self'[^;]* https:\/\/stats\.example\.com(;|$)/);
    expect(csp).not.toMatch(/(form-action|script-src|img-src)[^;]*stats\.example\.com/);
    expect(pagePolicy(hashes)).not.toContain('stats.example.com');
  });

  it('lets the scripts-off forms of a build without an endpoint post into an email', () => {
    const csp = pagePolicy(hashes, undefined, 'https://app.example.com');
    expect(csp).toMatch(/form-action 'self'[^;]* mailto:/);
    expect(csp).toMatch(/form-action [^;]*https:\/\/app\.example\.com/);
    expect(csp).not.toMatch(/connect-src[^;]*mailto:/);
  });
});
