// Builds the export the form e2e tests use into out-e2e/: the lead endpoint and the customer
// portal point at the loopback stub the tests start (tests/e2e/support/lead-endpoint.ts), the
// measurement at its own stub (analytics-endpoint.ts), and the
// site origin is where out-e2e/ is served, so a form posted without scripts comes back (`_next`)
// to its /thank-you/. Its content editor (admin/) talks to the local backend of tests/e2e/cms.spec.ts.
// Its content is content/ plus test-only fixtures (tests/unit/fixtures/wide-table/: a help article
// with a 12-column table the engines' overflow sweep loads), never published in out/.
// The normal out/ (no endpoint, mailto fallback) is left as it was.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  analyticsEndpoint,
  cmsAuthOrigin,
  cmsBackendPort,
  leadEndpoint,
  leadSiteOrigin,
  portalUrl,
} from '../tests/e2e/support/ports';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'out');
const parked = path.join(root, 'out.parked');
const target = path.join(root, 'out-e2e');

const content = mkdtempSync(path.join(os.tmpdir(), 'content-e2e-'));
for (const folder of ['news', 'careers', 'help', 'campaigns']) {
  cpSync(path.join(root, 'content', folder), path.join(content, folder), { recursive: true });
}
cpSync(path.join(root, 'tests/unit/fixtures/wide-table'), content, { recursive: true });

rmSync(parked, { recursive: true, force: true });
if (existsSync(out)) renameSync(out, parked);
try {
  execSync('npm run build', {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_PUBLIC_FORM_ENDPOINT: leadEndpoint,
      NEXT_PUBLIC_APP_URL: portalUrl,
      NEXT_PUBLIC_SITE_URL: leadSiteOrigin,
      NEXT_PUBLIC_ANALYTICS_ENDPOINT: analyticsEndpoint,
      CMS_PROXY_PORT: String(cmsBackendPort),
      CMS_AUTH_URL: cmsAuthOrigin,
      CONTENT_ROOT: content,
    },
  });
  rmSync(target, { recursive: true, force: true });
  renameSync(out, target);
  console.log(`build-e2e: out-e2e/ posts forms to ${leadEndpoint}`);
} finally {
  rmSync(content, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
  if (existsSync(parked)) renameSync(parked, out);
}
