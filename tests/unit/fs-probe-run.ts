// Runs tests/unit/fs-probe.ts in a child process (tsx) and returns what it printed: the unit tests'
// way to load modules afresh with `fs` stubbed, without resetting jest's module registry.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const probe = (args: string[]): string =>
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['tests/unit/fs-probe.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** Each module imported in a fresh process with fs stubbed: the fs calls and errors of its import. */
export function importProblems(modules: string[]): { module: string; problems: string[] }[] {
  return JSON.parse(probe(['import', ...modules])) as { module: string; problems: string[] }[];
}

/** The project files importing `file` loads (in a fresh process, fs stubbed). */
export function modulesLoadedBy(file: string): string[] {
  return JSON.parse(probe(['loads', file])) as string[];
}

/**
 * `probe(input)` of `file` (a module exporting `probe`) run in a fresh process with fs stubbed: its
 * output (through JSON) and every fs call made while it was loaded and ran.
 */
export function runProbe<T>(file: string, input: unknown): { calls: string[]; output: T } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fs-probe-'));
  try {
    const inputFile = path.join(dir, 'input.json');
    writeFileSync(inputFile, JSON.stringify(input));
    return JSON.parse(probe(['run', file, inputFile])) as { calls: string[]; output: T };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every module file under `dir` (from the project root), sorted as listed. */
export function moduleFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return moduleFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}
