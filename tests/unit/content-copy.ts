// Shared by the tests that read the content from a copy of content/ (CONTENT_ROOT, as
// scripts/build-e2e.ts builds): content/'s files copied into a temporary folder, `prepare` adding
// or changing files there, and `load` run with CONTENT_ROOT naming the copy. Every loader reads
// from the content root when asked (content/load/content-source.ts), so `load` calls the same
// modules as the other tests: no module is loaded again.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/**
 * A temporary folder holding a copy of content/'s data (its TypeScript left out), then
 * `prepare`d: for CONTENT_ROOT, here or in a child process (the caller removes it).
 */
export function contentCopy(prepare: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  try {
    cpSync(path.join(root, 'content'), dir, {
      recursive: true,
      filter: (source) => !/\.tsx?$/.test(source),
    });
    prepare(dir);
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Runs `fn` with `name` set to `value` (or unset), then puts the variable back. */
export function withEnv<T>(vars: Record<string, string | undefined>, fn: () => T): T {
  const previous = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  set(vars);
  try {
    return fn();
  } finally {
    set(previous);
  }
}

/**
 * `load` run with CONTENT_ROOT naming a copy of content/ that `prepare` changed: the loaders read
 * the copy. What `load` returns must be computed inside it (a page's `content()` too).
 */
export function withContentCopy<T>(prepare: (dir: string) => void, load: () => T): T {
  const dir = contentCopy(prepare);
  try {
    return withEnv({ CONTENT_ROOT: dir }, load);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * For a describe block: a copy of content/ that `prepare` changed, named by CONTENT_ROOT (and
 * `env`'s other variables set) from its beforeAll to its afterAll, which removes it. The tests call
 * the loaders, the route map and the pages as they are: they read the copy.
 */
export function contentCopyForTests(
  prepare: (dir: string) => void,
  env: Record<string, string | undefined> = {},
): { readonly dir: string } {
  const state = { dir: '' };
  let previous: Record<string, string | undefined> = {};
  beforeAll(() => {
    state.dir = contentCopy(prepare);
    const vars = { ...env, CONTENT_ROOT: state.dir };
    previous = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
    Object.assign(process.env, vars);
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    rmSync(state.dir, { recursive: true, force: true });
  });
  return state;
}
