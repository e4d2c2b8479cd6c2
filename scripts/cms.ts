// `npm run cms`: the content editor on this machine. Starts Decap's local backend (decap-server,
// in git mode so the editorial workflow works: a branch per entry, merged on Publish) over this
// repository, and the Next dev server; open http://localhost:3000/admin/ and click Login.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const port = process.env.CMS_PROXY_PORT ?? '8081';

const children = [
  spawn(process.execPath, [path.join(root, 'node_modules', 'decap-server', 'dist', 'index.js')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      MODE: 'git',
      GIT_REPO_DIRECTORY: root,
      PORT: port,
      BIND_HOST: '127.0.0.1',
    },
  }),
  spawn('npx', ['next', 'dev'], { cwd: root, stdio: 'inherit', env: process.env }),
];

const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));
