// Serves out/ with Debian's nginx and the generated deploy/nginx.conf, as an operator would: the
// config is included in a server block whose root is the export. Runs in the foreground (no
// daemon) with its pid, logs and temp files under a temp dir; port from NGINX_PORT, the served
// root from NGINX_ROOT (default out/; the host tests serve a copy with photo variants added).
// NGINX_MERGE_SLASHES=off serves it from a server block with `merge_slashes off` (a server an
// operator set up that way): the config must keep every Location on the site there too.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = path.resolve(repo, process.env.NGINX_ROOT ?? 'out');
const port = Number(process.env.NGINX_PORT ?? 4172);
const nginx =
  process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
const conf = path.join(prefix, 'nginx.conf');

// Run as root (a CI container), nginx's workers would drop to `nobody`, who cannot read a checkout
// under a private directory (mktemp -d makes it 0700): every page then answers 403. The workers
// keep root's rights here; as any other user nginx runs them as that user anyway.
const user = process.getuid?.() === 0 ? 'user root;\n' : '';
const mergeSlashes = process.env.NGINX_MERGE_SLASHES === 'off' ? 'merge_slashes off;' : '';

// Debian's mime.types less its avif and webp lines: an operator's older nginx (before 1.22) has no
// avif, and deploy/nginx.conf must type the variants under /_img/ by itself.
const mimeTypes = path.join(prefix, 'mime.types');
writeFileSync(
  mimeTypes,
  readFileSync('/etc/nginx/mime.types', 'utf8')
    .split('\n')
    .filter((line) => !/\s(avif|webp);\s*$/.test(line))
    .join('\n'),
);

writeFileSync(
  conf,
  `${user}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    types { application/manifest+json webmanifest; }
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    server {
        listen 127.0.0.1:${port};
        ${mergeSlashes}
        root ${root};
        include ${path.join(repo, 'deploy', 'nginx.conf')};
    }
}
`,
);

const child = spawn(
  nginx,
  ['-p', prefix, '-e', `${prefix}/error.log`, '-c', conf, '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
console.log(`nginx serving ${root} at http://127.0.0.1:${port}/`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
