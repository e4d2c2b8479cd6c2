// Netlify, with its own parsers (netlify-redirect-parser, netlify-headers-parser; the runtime does
// not run offline): our out/_redirects and out/_headers parse without an error, every rule Netlify
// reaches is forced or has no file at its source (Netlify serves an existing file before an
// unforced rule), every legacy link meets a 301 to its page first, and every path gets the security
// headers, hashed assets the immutable Cache-Control. And no rule can send a hostile path off the
// site: every source is an exact path (no splat, no placeholder, no query match), every target a
// fixed path of the site, so no Location is built from the request; every probe of
// openRedirectProbes that reaches a rule (as sent, decoded or tidied) gets that fixed target.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { securityHeaders } from '../../lib/security-headers';
import { cacheControl, immutablePrefixes } from '../../scripts/host-config';
import { hostCases, leavesSite, openRedirectProbes, probePathForms, variantProbes } from './cases';
import { servedRoot } from './served-root';

const out = servedRoot;
type Rule = {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query?: Record<string, string>;
};

/** The files Netlify serves for a path (pretty URLs: `/x` is also `x.html` and `x/index.html`). */
const filesAt = (source: string) =>
  (source.endsWith('/')
    ? [`${source}index.html`, `${source.slice(0, -1)}.html`]
    : [source, `${source}.html`, `${source}/index.html`]
  ).filter((file) => existsSync(path.join(out, file)));

async function parsed() {
  const { parseAllRedirects } = await import('netlify-redirect-parser');
  const { parseAllHeaders } = await import('netlify-headers-parser');
  const redirects = await parseAllRedirects({
    redirectsFiles: [path.join(out, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  // Its declared types take no file (`never[]`); the code reads the paths it is given.
  const headers = await parseAllHeaders({
    headersFiles: [path.join(out, '_headers')] as never[],
    netlifyConfigPath: undefined,
    minimal: false,
  });
  return { redirects, headers };
}

test('_redirects and _headers parse without an error', async () => {
  const { redirects, headers } = await parsed();
  expect(redirects.errors).toEqual([]);
  expect(headers.errors).toEqual([]);
  expect(redirects.redirects.length).toBeGreaterThan(0);
});

test('no rule Netlify reaches is shadowed by a file; legacy links 301 to their page', async () => {
  const rules = (await parsed()).redirects.redirects as Rule[];
  const shadowed = rules
    .filter((rule, index) => rules.findIndex((first) => first.from === rule.from) === index)
    .filter((rule) => !rule.force && filesAt(rule.from).length)
    .map((rule) => `${rule.from} is shadowed by ${filesAt(rule.from).join(', ')}`);
  expect(shadowed).toEqual([]);
  const wrong = hostCases()
    .filter((item) => item.group === 'legacy' || item.group === 'missing')
    .flatMap((item) => {
      const rule = rules.find((candidate) => candidate.from === item.path);
      if (item.expect === 'redirect')
        return rule?.status === 301 && rule.to === item.to
          ? []
          : [`${item.path}: ${JSON.stringify(rule)}`];
      // A missing path: a forced 404 rule, or no rule and no file (Netlify's own 404).
      if (rule)
        return rule.status === 404 && rule.force ? [] : [`${item.path}: ${JSON.stringify(rule)}`];
      return filesAt(item.path).length ? [`${item.path}: served by ${filesAt(item.path)}`] : [];
    });
  expect(wrong).toEqual([]);
});

test('every path gets the security headers, hashed assets the immutable Cache-Control', async () => {
  type Block = { for: string; values: Record<string, string> };
  const blocks = (await parsed()).headers.headers as Block[];
  // Netlify adds no Access-Control-Allow-Origin; its parser skips the `! Name` line Cloudflare reads.
  const all = blocks.find((block) => block.for === '/*');
  expect(all?.values).toEqual(
    Object.fromEntries(securityHeaders().map((header) => [header.key, header.value])),
  );
  for (const prefix of immutablePrefixes)
    expect(blocks.find((block) => block.for === `${prefix}*`)?.values).toEqual({
      'Cache-Control': cacheControl.immutable,
    });
});

test('no rule can send a hostile path off the site', async () => {
  const rules = (await parsed()).redirects.redirects as Rule[];
  const origin = 'https://www.example.com';
  // A splat (`*`, `:splat`) or a placeholder (`:name`, in the path or the query) copies the request.
  const copies = (value: string) => /\*|(^|[/=&]):[A-Za-z]/.test(value);
  const loose = rules
    .filter(
      (rule) =>
        copies(rule.from) ||
        copies(rule.to) ||
        Object.keys(rule.query ?? {}).length > 0 ||
        leavesSite(rule.to, origin),
    )
    .map((rule) => JSON.stringify(rule));
  expect(loose).toEqual([]);
  // Netlify matches a source as a whole path, its trailing slash and case aside.
  const key = (value: string) => value.replace(/(.)\/$/, '$1').toLowerCase();
  let reached = 0;
  const probes = [...openRedirectProbes(), ...variantProbes()];
  const found = probes.flatMap((probe) => {
    const forms = new Set(Object.values(probePathForms(probe)).map(key));
    const rule = rules.find((candidate) => forms.has(key(candidate.from)));
    if (rule) reached += 1;
    return rule && leavesSite(rule.to, origin) ? [`${JSON.stringify(probe)}: ${rule.to}`] : [];
  });
  console.log(
    `netlify: ${probes.length} probes, ${reached} reach a rule, ${found.length} off the site`,
  );
  expect(found).toEqual([]);
});
