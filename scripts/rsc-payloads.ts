// `next build` writes, beside each exported page, the client router's payloads: `index.txt` (the
// page's flight data) and `__next.*.txt` (its per-segment prefetch data), 4-5 files and about
// 160 KB a page. The router fetches them only for a client-side navigation or a <Link> prefetch;
// this site has neither (internal links are plain <a>, no next/link, no router.push: see the
// README's intro and docs/developers.md › Page changes), and each page hydrates from the flight
// data inlined in its own HTML. Next 16 has no option to skip them for `output: 'export'`, so the
// postbuild deletes them, after checking that no exported page or script names one of them.
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** A router payload file of the export (not the editor's, not robots.txt). */
export function isRscPayload(file: string): boolean {
  const name = path.basename(file);
  return (
    !file.startsWith(`admin${path.sep}`) &&
    (name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt')))
  );
}

/**
 * Where `text` names a payload by its own path: `/news/index.txt`, `__next.news.$d$slug.txt`.
 * The router's bare URL suffix (`"/index.txt"`, `".txt"`) names none: it is only used to build a
 * URL for a client-side navigation.
 */
export function payloadReferences(text: string): string[] {
  return [
    ...text.matchAll(/[\w$.-]*__next\.[\w$.-]+\.txt|[\w-]+\/index\.txt|index\.txt\?_rsc/g),
  ].map((match) => match[0]);
}

export async function removeRscPayloads(
  out: string,
): Promise<{ files: number; bytes: number; pages: number }> {
  const files = (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)));
  const referers = files.filter(
    (file) => /\.(html|js)$/.test(file) && !file.startsWith(`admin${path.sep}`),
  );
  for (const file of referers) {
    const found = payloadReferences(await readFile(path.join(out, file), 'utf8'));
    if (found.length) {
      throw new Error(
        `postbuild: ${file} names the router payload ${found[0]}; it would be deleted. ` +
          'Internal links must stay plain <a> (no next/link, no router.push).',
      );
    }
  }
  const payloads = files.filter(isRscPayload);
  let bytes = 0;
  for (const file of payloads) {
    const full = path.join(out, file);
    bytes += (await readFile(full)).length;
    await rm(full);
  }
  const pages = new Set(payloads.map((file) => path.dirname(file))).size;
  return { files: payloads.length, bytes, pages };
}
