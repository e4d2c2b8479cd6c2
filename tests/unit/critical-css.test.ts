/**
 * @jest-environment node
 */
// The post-build critical-CSS step (scripts/critical-css.ts) on a small export.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { criticalCss } from '@/scripts/critical-css';

let out: string;

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(out, '_next'), { recursive: true });
  writeFileSync(
    path.join(out, '_next', 'site.css'),
    [
      '.hero{color:navy}',
      '.elsewhere{color:red}',
      '.price-yearly{display:none}',
      '.switch:has(#yearly:checked) .price-yearly{display:block}',
      '.faq[open] .answer{margin:0}',
      '@font-face{font-family:Inter;src:url(/_next/media/body.woff2)format("woff2")}',
      'body{font-family:Inter,"Inter Fallback",sans-serif}',
    ].join('\n'),
  );
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

const page = `<!DOCTYPE html><html lang="en"><head><title>t</title>
<link rel="stylesheet" href="/_next/site.css" data-precedence="next"/>
<link href="/_next/site.css" rel="stylesheet" as="style" data-precedence="dynamic"/>
</head><body><main><h1 class="hero">Hi</h1>
<div class="switch"><input type="radio" id="yearly"><p class="price-yearly">₹1</p></div>
<details class="faq"><summary>Q</summary><p class="answer">A</p></details>
</main></body></html>`;

test('inlines the rules the page uses, keeps reachable states, and moves the links out of <head>', async () => {
  const html = await criticalCss(out).process(page);
  const head = html.slice(0, html.indexOf('</head>'));
  const style = /<style>(.*?)<\/style>/s.exec(head)?.[1] ?? '';
  expect(style).toContain('.hero{color:navy}');
  expect(style).not.toContain('.elsewhere');
  // A radio checked by the visitor and an opened <details> work before the full CSS arrives.
  expect(style).toContain('#yearly:checked');
  expect(style).toContain('[open]');
  // A stylesheet's @font-face is never inlined or preloaded (the faces are in the <head> style
  // of lib/web-fonts.ts).
  expect(style).not.toContain('@font-face');
  expect(html).not.toContain('as="font"');
  // No render-blocking link in <head>; the links at the end of <body>, `as` only on preloads.
  expect(head).not.toContain('rel="stylesheet"');
  const body = html.slice(html.indexOf('<body'));
  expect(body.match(/<link [^>]*rel="stylesheet"[^>]*>/g)).toHaveLength(2);
  expect(body).not.toMatch(/rel="stylesheet"[^>]*as="style"|as="style"[^>]*rel="stylesheet"/);
});
