// A checkout of the project as a host's builder receives it, for `vercel build` and
// `netlify build` (builders.spec.ts): every file at the top of the repository (package.json and
// its lock, vercel.json, netlify.toml, .nvmrc, next.config.mjs, …) and deploy/, node_modules
// linked, in a folder of its own. One change: `npm run build` copies the export the other tests
// serve (served-root.ts: out/ plus photo variants) into out/ instead of building it again, so only
// what the host's builder decides is under test, in seconds: which builder runs, what it deploys
// and with which routes, headers and cache.
import {
  cpSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { servedRoot } from './served-root';

export const repo = path.resolve(__dirname, '..', '..');

/** The binary a devDependency installs (`vercel`, `netlify`). */
export const bin = (name: string) => path.join(repo, 'node_modules', '.bin', name);

/**
 * Lays out the project in a new folder named after `name` and returns its path. `edit` may
 * change a top-level file's text on the way (the tests that prove a broken config fails).
 */
export function hostProject(name: string, edit: Record<string, (text: string) => string> = {}) {
  const dir = path.join(path.dirname(servedRoot), `project-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(repo, { withFileTypes: true })) {
    if (entry.isFile()) {
      const text = readFileSync(path.join(repo, entry.name), 'utf8');
      writeFileSync(path.join(dir, entry.name), edit[entry.name]?.(text) ?? text);
    }
  }
  cpSync(path.join(repo, 'deploy'), path.join(dir, 'deploy'), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const standIn = path.join(repo, 'tests', 'hosts', 'prebuilt-export.mjs');
  pkg.scripts = { build: `node ${JSON.stringify(standIn)} ${JSON.stringify(servedRoot)}` };
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  return dir;
}
