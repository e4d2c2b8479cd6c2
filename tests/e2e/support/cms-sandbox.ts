// A throw-away copy of the project for the content editor's e2e test: the editor's local backend
// (decap-server, git mode, as `npm run cms` runs it) commits into this copy, never into the
// checkout under test, and the copy is then built like the real site to see the changes on it.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnLocalBackend } from '../../../scripts/cms';

const root = path.resolve(__dirname, '..', '..', '..');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Copies the project's files (tracked and new, not ignored ones) into a temporary git repository
 * on a `main` branch, with node_modules hard-linked (Turbopack refuses a symlinked node_modules
 * that points outside the project; a hard-linked tree costs under a second).
 */
export function createSandbox(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'finorbit-cms-'));
  const files = git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter(Boolean);
  for (const file of files) cpSync(path.join(root, file), path.join(dir, file), { force: true });
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  } catch {
    // Another filesystem: a real copy, slower but the same.
    cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.name', 'Content editor test');
  git(dir, 'config', 'user.email', 'cms-test@example.com');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--no-verify', '--no-gpg-sign', '-m', 'Sandbox');
  return dir;
}

/** The editor's local backend over the sandbox, as `npm run cms` starts it; resolves once it listens. */
export function startLocalBackend(dir: string, port: number): Promise<ChildProcess> {
  const server = spawnLocalBackend(dir, port, ['ignore', 'pipe', 'pipe']);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve(server);
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => reject(new Error(`decap-server exited (${code}):\n${output}`)));
  });
}

/**
 * `npm run build` in the sandbox, as the host builds a branch; returns its out/ folder. Its code is
 * the checkout's and only content files changed, so it starts from the checkout's build cache (as
 * hosts keep `.next/cache` between builds: Turbopack's compiled modules) and skips Next's own type
 * check (TYPES_CHECKED, next.config.mjs; `npm run typecheck` checked these sources). Together they
 * halve the build's CPU.
 */
export function buildSandbox(dir: string): string {
  const cache = path.join(root, '.next', 'cache');
  if (existsSync(cache)) cpSync(cache, path.join(dir, '.next', 'cache'), { recursive: true });
  execFileSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TYPES_CHECKED: '1' },
  });
  return path.join(dir, 'out');
}

/** A file as committed on the sandbox's main branch (what a merged pull request leaves). */
export const committedFile = (dir: string, file: string) => git(dir, 'show', `main:${file}`);

/** A file's bytes as committed on the sandbox's main branch (an upload, compared byte for byte). */
export const committedBytes = (dir: string, file: string): Buffer =>
  execFileSync('git', ['show', `main:${file}`], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });

/** Every path any commit of any branch of the sandbox ever touched. */
export const everCommitted = (dir: string) =>
  new Set(git(dir, 'log', '--all', '--name-only', '--format=').split('\n').filter(Boolean));

/** Files a commit range touched, e.g. `main~1..main`. */
export const changedFiles = (dir: string, range: string) =>
  git(dir, 'diff', '--name-only', range).split('\n').filter(Boolean);

/** Stops a server started here and waits until it has exited (its port is free for a retry). */
export async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

export const removeSandbox = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** Commits the sandbox's working tree on main: a file a test prepares before the editor opens. */
export function sandboxCommit(dir: string, message: string) {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '--no-verify', '--no-gpg-sign', '-m', message);
}

/** Removes a file a test prepared, in a commit of its own on main. */
export function sandboxRemove(dir: string, file: string) {
  git(dir, 'rm', '-q', path.relative(dir, file));
  git(dir, 'commit', '-q', '--no-verify', '--no-gpg-sign', '-m', `Remove ${path.basename(file)}`);
}
