/**
 * @jest-environment node
 */
import { checkPagePolicy, hashOf, inspect, withPagePolicy } from '@/scripts/csp';
import { headerPolicy, pagePolicy } from '@/lib/security-headers';

const loader = '(function(){document.documentElement.dataset.started="1"})()';
const flight = 'self.__next_f.push([1,"page"])';
const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title>
<style>body{margin:0}</style><script>${loader}</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="speculationrules">{"prerender":[]}</script></head>
<body><h1>T</h1><noscript><style>.js-only{display:none}</style></noscript>
<script src="/_next/static/chunks/a.js" async></script><script>${flight}</script></body></html>`;

const built = withPagePolicy(page, 'index.html', (hashes) => pagePolicy(hashes));

describe('the strict page policy', () => {
  it('allows exactly the inline scripts and styles by hash, data blocks and files aside', () => {
    const found = inspect(page);
    expect(found.scripts.sort()).toEqual(
      [hashOf(loader), hashOf(flight), hashOf('{"prerender":[]}')].sort(),
    );
    expect(found.styles.sort()).toEqual(
      [hashOf('body{margin:0}'), hashOf('.js-only{display:none}')].sort(),
    );
    expect(checkPagePolicy(built, headerPolicy())).toEqual([]);
  });

  it('fails a form target that nothing configures and no form of the page posts to', () => {
    const search = page.replace(
      '<h1>T</h1>',
      '<h1>T</h1><noscript><form action="https://duckduckgo.com/" method="get"></form></noscript>',
    );
    const withSearch = withPagePolicy(search, 'index.html', (hashes) =>
      pagePolicy(hashes, undefined, undefined, undefined, { webSearch: true }),
    );
    expect(checkPagePolicy(withSearch, headerPolicy())).toEqual([]);
    const everywhere = withPagePolicy(page, 'index.html', (hashes) =>
      pagePolicy(hashes, 'https://formspree.io/f/abc', undefined, undefined, { webSearch: true }),
    );
    expect(checkPagePolicy(everywhere, headerPolicy(), ['https://formspree.io'])).toEqual([
      'form-action allows https://duckduckgo.com, which no form on the page posts to',
    ]);
    expect(checkPagePolicy(everywhere, headerPolicy())).toContain(
      'form-action allows https://formspree.io, which no form on the page posts to',
    );
  });

  it('goes right after the charset, before any script or style, with nothing inline allowed', () => {
    expect(built).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
    );
    expect(built).not.toContain('unsafe-');
  });

  it('fails check:out when an inline script changes without a new hash', () => {
    const changed = built.replace(flight, 'self.__next_f.push([1,"other page"])');
    expect(checkPagePolicy(changed, headerPolicy())).toEqual([
      `an inline script whose hash ${hashOf('self.__next_f.push([1,"other page"])')} is not in script-src`,
      `script-src allows ${hashOf(flight)}, which no inline script on the page has`,
    ]);
  });

  it('fails on a loose policy, as Google’s CSP Evaluator rates it', () => {
    // The policy every page had before: no hashes, so 'unsafe-inline' is honoured.
    const loose = built.replace(/script-src [^;]*/, "script-src 'self' 'unsafe-inline'");
    const problems = checkPagePolicy(loose, headerPolicy());
    expect(problems).toContain("script-src allows 'unsafe-inline'");
    expect(problems.some((problem) => problem.startsWith('CSP Evaluator (high): script-src'))).toBe(
      true,
    );
  });

  it('fails on a page without a policy, or with one after its first script', () => {
    expect(checkPagePolicy(page)).toEqual(['0 CSP meta tags (expected 1)']);
    const late = built.replace(
      /(<meta http-equiv="Content-Security-Policy"[^>]*>)([\s\S]*?<\/style>)/,
      '$2$1',
    );
    expect(checkPagePolicy(late)).toContain('the CSP meta tag comes after a script or style');
  });

  it('refuses markup no hash can allow, rather than shipping it dead', () => {
    expect(() =>
      withPagePolicy(page.replace('<h1>', '<h1 onclick="go()">'), 'x.html', pagePolicy),
    ).toThrow('x.html: the strict CSP would block <h1 onclick> event handler');
    expect(() =>
      withPagePolicy(page.replace('<h1>', '<h1 style="color:red">'), 'x.html', pagePolicy),
    ).toThrow('style attribute');
    expect(() =>
      withPagePolicy(page.replace('<h1>', '<a href="javascript:go()">'), 'x.html', pagePolicy),
    ).toThrow('javascript:');
  });
});
