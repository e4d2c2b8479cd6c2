// Rewrites vercel.json from content/redirects.ts (a unit test fails while it is stale).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderVercelJson } from './host-config';

writeFileSync(path.resolve(__dirname, '..', 'vercel.json'), renderVercelJson());
console.log('vercel.json written');
