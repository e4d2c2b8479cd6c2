// Shared by the tests that load the content modules from a copy of content/ (CONTENT_ROOT, as
// scripts/build-e2e.ts builds): the collection folders copied into a temporary folder, `prepare`
// adding or changing files there, and `load` run on fresh modules that read the copy.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

export function withContentCopy<T>(prepare: (dir: string) => void, load: () => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  try {
    // media/: the uploads image fields name (`/media/…`), read from the same root.
    for (const folder of ['news', 'careers', 'help', 'campaigns', 'media']) {
      const from = path.join(root, 'content', folder);
      if (existsSync(from)) cpSync(from, path.join(dir, folder), { recursive: true });
    }
    prepare(dir);
    process.env.CONTENT_ROOT = dir;
    let result: T | undefined;
    jest.isolateModules(() => {
      result = load();
    });
    return result as T;
  } finally {
    delete process.env.CONTENT_ROOT;
    rmSync(dir, { recursive: true, force: true });
  }
}
