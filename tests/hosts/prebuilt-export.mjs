// `npm run build` of the projects tests/hosts/host-project.ts lays out for the hosts' builders:
// the export, already built and tested, copied into ./out (anew each time, as a build writes it).
// Usage: node prebuilt-export.mjs <served root>.
import { cpSync, rmSync } from 'node:fs';

const [from] = process.argv.slice(2);
if (!from) throw new Error('prebuilt-export: name the folder to lay out as out/');
rmSync('out', { recursive: true, force: true });
cpSync(from, 'out', { recursive: true });
console.log(`prebuilt-export: out/ copied from ${from}`);
