// After the host tests: the copy of out/ they served (tests/hosts/served-root.ts) goes.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { servedRoot } from './served-root';

export default function teardown() {
  rmSync(path.dirname(servedRoot), { recursive: true, force: true });
}
