// Shared by the tests that load the content modules from a copy of content/ (CONTENT_ROOT, as
// scripts/build-e2e.ts builds): the collection folders copied into a temporary folder, `prepare`
// adding or changing files there, and `load` run on fresh modules that read the copy.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * A temporary folder holding the collection folders of content/, then `prepare`d: for a child
 * process's CONTENT_ROOT (the caller removes it).
 */
export function contentCopy(prepare: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  try {
    // media/: the uploads image fields name (`/media/…`), read from the same root.
    for (const folder of ['news', 'careers', 'help', 'campaigns', 'media']) {
      const from = path.join(root, 'content', folder);
      if (existsSync(from)) cpSync(from, path.join(dir, folder), { recursive: true });
    }
    prepare(dir);
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

export function withContentCopy<T>(prepare: (dir: string) => void, load: () => T): T {
  const dir = contentCopy(prepare);
  try {
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
