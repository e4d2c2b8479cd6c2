/**
 * @jest-environment node
 */
// The postbuild step that stops deploying the client router's payloads (scripts/rsc-payloads.ts):
// it deletes exactly those files, and refuses when a page or script names one.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { payloadReferences, removeRscPayloads } from '@/scripts/rsc-payloads';

function exportWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'out-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const site = {
  'index.html': '<a href="/news/">News</a>',
  'index.txt': 'flight',
  '__next._tree.txt': 'tree',
  'news/index.html': '<a href="/">Home</a>',
  'news/index.txt': 'flight',
  'news/__next.news.__PAGE__.txt': 'segment',
  'robots.txt': 'User-agent: *',
  'admin/decap-cms.js.LICENSE.txt': 'MIT',
  // The router's own URL builder: a bare suffix names no payload.
  '_next/static/chunks/router.js': 'const suffix="/index.txt";fetch(url+".txt")',
};

describe('removeRscPayloads', () => {
  it('deletes every index.txt and __next.*.txt, and nothing else', async () => {
    const out = exportWith(site);
    try {
      expect(await removeRscPayloads(out)).toEqual({ files: 4, bytes: 23, pages: 2 });
      expect(readdirSync(out, { recursive: true }).sort()).toEqual(
        [
          '_next',
          '_next/static',
          '_next/static/chunks',
          '_next/static/chunks/router.js',
          'admin',
          'admin/decap-cms.js.LICENSE.txt',
          'index.html',
          'news',
          'news/index.html',
          'robots.txt',
        ].map((file) => file.split('/').join(path.sep)),
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('refuses when a page names a payload (a client navigation would need it)', async () => {
    const out = exportWith({
      ...site,
      'news/index.html': '<link rel="prefetch" href="/news/__next.news.__PAGE__.txt">',
    });
    try {
      await expect(removeRscPayloads(out)).rejects.toThrow(
        /news\/index.html names the router payload/,
      );
      expect(readdirSync(out)).toContain('index.txt');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('tells a named payload from the router’s bare suffix', () => {
    expect(payloadReferences('fetch("/company/index.txt?_rsc=1")')).toEqual(['company/index.txt']);
    expect(payloadReferences('"__next.news.$d$slug.__PAGE__.txt"')).toEqual([
      '__next.news.$d$slug.__PAGE__.txt',
    ]);
    expect(payloadReferences('const s="/index.txt";x+".txt"')).toEqual([]);
  });
});
