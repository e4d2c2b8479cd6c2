// Rewrites vercel.json and deploy/nginx.conf from content/redirects.ts and
// lib/security-headers.ts (a unit test fails while either is stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginxConf, renderVercelJson } from './host-config';

const root = path.resolve(__dirname, '..');
writeFileSync(path.join(root, 'vercel.json'), renderVercelJson());
mkdirSync(path.join(root, 'deploy'), { recursive: true });
writeFileSync(path.join(root, 'deploy', 'nginx.conf'), renderNginxConf());
console.log('vercel.json and deploy/nginx.conf written');
