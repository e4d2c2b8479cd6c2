import net from 'node:net';

// Ports of the form tests, shared by the e2e build, the Playwright config and the specs.
// The lead endpoint's URL is inlined into the e2e build, so both sides must agree on it.
export const leadPort = Number(process.env.E2E_LEAD_PORT ?? 4191);
export const leadSitePort = Number(process.env.E2E_LEAD_SITE_PORT ?? 4192);
export const leadOrigin = `http://127.0.0.1:${leadPort}`;
export const leadEndpoint = `${leadOrigin}/lead`;
export const portalUrl = `${leadOrigin}/portal`;
export const leadSiteOrigin = `http://127.0.0.1:${leadSitePort}`;
// The content editor's local backend as out-e2e/admin/ names it (inlined into its config and
// policy). The engines' editor check starts one here; the Playwright specs start theirs on free
// ports and answer the page's requests to this one from them (tests/e2e/support/editor.ts), so
// any number run at once. And the server of the sandbox build (tests/e2e/cms.spec.ts).
export const cmsBackendPort = Number(process.env.E2E_CMS_PORT ?? 4193);
export const cmsSitePort = Number(process.env.E2E_CMS_SITE_PORT ?? 4194);
// The OAuth proxy out-e2e/admin/ logs in through (base_url); the test answers it with page routes.
export const cmsAuthOrigin = `http://127.0.0.1:${Number(process.env.E2E_CMS_AUTH_PORT ?? 4195)}`;
// The cookieless measurement's stub (tests/e2e/support/analytics-endpoint.ts), inlined into
// out-e2e/ only: out/ is built without one and must send nothing.
export const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? 4196);
export const analyticsOrigin = `http://127.0.0.1:${analyticsPort}`;
export const analyticsEndpoint = `${analyticsOrigin}/api/event`;
// The stub GitHub API the editor's panel after Publish reads (CMS_STATUS_API, inlined into
// out-e2e/admin/ and its policy): tests/e2e/support/github-stub.ts, tests/e2e/cms-publish-status.spec.ts.
export const githubStubPort = Number(process.env.E2E_GITHUB_STUB_PORT ?? 4197);
export const githubStubOrigin = `http://127.0.0.1:${githubStubPort}`;

/** A port nothing listens on now (the OS's pick): the editor specs' backends, the engines' drivers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
