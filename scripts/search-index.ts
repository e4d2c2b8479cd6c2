// The site search index: Pagefind reads every exported page of out/ and writes its chunked index
// and browser code to out/pagefind/ (lib/site-search.ts). Only pages whose <main> carries
// data-pagefind-body are indexed (components/layout/ContentPage.tsx,
// lib/from-content/search-pages.ts), each with its `kind` filter. Run by scripts/postbuild.ts after the pages are final.
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * How much of the index one chunk holds, in Pagefind's unit: a word's pages plus its positions in
 * them (not bytes; about 1.4 bytes each once gzipped). A query fetches the chunk(s) holding its
 * words, so this bounds what a later query fetches for its index: Pagefind's default of 20,000
 * makes chunks of about 28 KB; 2,000 makes them about 3 KB, and the chunk list in the metadata
 * every first query loads grows by about 20 bytes a chunk. A word whose pages alone outgrow it
 * gets a chunk of its own. Pagefind 1.6 reads it from PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, which
 * its service inherits from this process (the binary's only knob for it; a variable set by the
 * caller wins).
 */
export const indexChunkSize = 2000;

export async function writeSearchIndex(
  out: string,
): Promise<{ pages: number; files: number; chunks: number; largestChunk: number }> {
  const target = path.join(out, 'pagefind');
  await rm(target, { recursive: true, force: true });
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= String(indexChunkSize);
  // pagefind is an ES module only; this script may run as CommonJS (tsx), so import() it.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: out });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    if (added.page_count === 0) throw new Error('pagefind: no page of out/ was indexed');
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    // Pagefind's ready-made UIs: the help center has its own (components/islands/HelpSearch.tsx).
    for (const file of await readdir(target)) {
      if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file)) {
        await rm(path.join(target, file));
      }
    }
    // addDirectory counts every HTML file it read; the entry file counts the pages indexed.
    const entry = JSON.parse(await readFile(path.join(target, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    const pages = Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0);
    const chunks = await readdir(path.join(target, 'index'));
    const sizes = await Promise.all(
      chunks.map(async (chunk) => (await stat(path.join(target, 'index', chunk))).size),
    );
    return {
      pages,
      files: (await readdir(target, { recursive: true })).length,
      chunks: chunks.length,
      largestChunk: Math.max(...sizes),
    };
  } finally {
    await pagefind.close();
  }
}
