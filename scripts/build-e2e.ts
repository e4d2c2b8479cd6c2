// Builds the export the form e2e tests use into out-e2e/: the lead endpoint and the customer
// portal point at the loopback stub the tests start (tests/e2e/support/lead-endpoint.ts), the
// measurement at its own stub (analytics-endpoint.ts), and the
// site origin is where out-e2e/ is served, so a form posted without scripts comes back (`_next`)
// to its /thank-you/. Its content editor (admin/) talks to the local backend of tests/e2e/cms.spec.ts,
// and after Publish reads the commit's statuses from the stub GitHub of cms-publish-status.spec.ts.
// Its content root (CONTENT_ROOT) is a copy of content/ plus test-only fixtures, never published
// in out/: tests/unit/fixtures/wide-table/ (a help article with a 12-column table the engines' overflow
// sweep loads) and tests/unit/fixtures/photo/ (a news post whose cover and a campaign page whose
// hero is a phone camera photo, and the post's twin without a cover for the benchmark; the photo,
// media/camera-photo-fixture.jpg, is generated here by makeCameraPhoto(), never committed:
// tests/e2e/support/photo-fixture.ts, tests/e2e/photos.spec.ts) and tests/unit/fixtures/schedule/
// (a post, help article, opening and campaign scheduled for 2099 and a campaign that ended in March
// 2026), built as a preview deployment is, INCLUDE_SCHEDULED=1: tests/e2e/schedule.spec.ts.
// The normal out/ (no endpoint, mailto fallback) is left as it was.
import { execSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { makeCameraPhoto } from '../tests/e2e/support/camera-photo';
import { photoFixture } from '../tests/e2e/support/photo-fixture';
import {
  analyticsEndpoint,
  cmsAuthOrigin,
  cmsBackendPort,
  githubStubOrigin,
  leadEndpoint,
  leadSiteOrigin,
  portalUrl,
} from '../tests/e2e/support/ports';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'out');
const parked = path.join(root, 'out.parked');
const target = path.join(root, 'out-e2e');

async function main() {
  const content = mkdtempSync(path.join(os.tmpdir(), 'content-e2e-'));
  try {
    // Every loader reads from the content root (content/load/content-source.ts): the whole of
    // content/'s data, its TypeScript left out.
    cpSync(path.join(root, 'content'), content, {
      recursive: true,
      filter: (source) => !/\.tsx?$/.test(source),
    });
    for (const fixture of ['wide-table', 'photo', 'schedule']) {
      cpSync(path.join(root, 'tests/unit/fixtures', fixture), content, { recursive: true });
    }
    mkdirSync(path.join(content, 'media'), { recursive: true });
    writeFileSync(
      path.join(content, 'media', photoFixture.file),
      await makeCameraPhoto(photoFixture.seed),
    );

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
          // The panel after Publish reads the commit's statuses from the stub GitHub.
          CMS_STATUS_API: githubStubOrigin,
          CONTENT_ROOT: content,
          // A preview build: the scheduled fixtures are built, marked (tests/e2e/schedule.spec.ts).
          INCLUDE_SCHEDULED: '1',
        },
      });
      rmSync(target, { recursive: true, force: true });
      renameSync(out, target);
      console.log(`build-e2e: out-e2e/ posts forms to ${leadEndpoint}`);
    } finally {
      rmSync(out, { recursive: true, force: true });
      if (existsSync(parked)) renameSync(parked, out);
    }
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
