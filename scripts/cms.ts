// `npm run cms`: the content editor on this machine, no GitHub account needed. Starts Decap's local
// backend (decap-server) over this repository and the dev server; open
// http://localhost:3000/admin/ and click Login.
// The backend runs in git mode, the editorial workflow of production in miniature: Save commits the
// entry to its own branch (cms/<collection>/<slug>), Publish merges that branch into the current
// one. It commits with `git add .`, so it refuses to start on a working tree with changes that are
// not the editor's: commit or stash them first.
import { execFileSync, spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** Decap's local backend in git mode over `repo`, on loopback only (it is a git write API). */
export function spawnLocalBackend(repo: string, port: number, stdio: StdioOptions = 'inherit') {
  return spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'decap-server', 'dist', 'index.js')],
    {
      cwd: repo,
      stdio,
      env: {
        ...process.env,
        MODE: 'git',
        GIT_REPO_DIRECTORY: repo,
        PORT: String(port),
        BIND_HOST: '127.0.0.1',
      },
    },
  );
}

function main() {
  const changes = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (changes.trim()) {
    console.error(
      'npm run cms: the local editor commits everything in the working tree on Save.\n' +
        'Commit or stash these changes first:\n' +
        changes,
    );
    process.exit(1);
  }
  const children = [
    spawnLocalBackend(root, Number(process.env.CMS_PROXY_PORT ?? 8081)),
    spawn('npm', ['run', 'dev'], { cwd: root, stdio: 'inherit', env: process.env }),
    // A photo uploaded in the editor gets its variants while dev runs (scripts/images.ts).
    spawn('npx', ['tsx', 'scripts/images.ts', '--watch'], { cwd: root, stdio: 'inherit' }),
  ];
  console.log('npm run cms: the editor is at http://localhost:3000/admin/');
  const stop = () => children.forEach((child) => child.kill());
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));
}

if (require.main === module) main();
