// Ports of the form tests, shared by the e2e build, the Playwright config and the specs.
// The lead endpoint's URL is inlined into the e2e build, so both sides must agree on it.
export const leadPort = Number(process.env.E2E_LEAD_PORT ?? 4191);
export const leadSitePort = Number(process.env.E2E_LEAD_SITE_PORT ?? 4192);
export const leadOrigin = `http://127.0.0.1:${leadPort}`;
export const leadEndpoint = `${leadOrigin}/lead`;
export const portalUrl = `${leadOrigin}/portal`;
export const leadSiteOrigin = `http://127.0.0.1:${leadSitePort}`;
// The content editor's test: its local backend (inlined into out-e2e/admin/ and its policy) and
// the server of the sandbox build it publishes into (tests/e2e/cms.spec.ts).
export const cmsBackendPort = Number(process.env.E2E_CMS_PORT ?? 4193);
export const cmsSitePort = Number(process.env.E2E_CMS_SITE_PORT ?? 4194);
// The preview's block-by-block test (tests/e2e/cms-preview-blocks.spec.ts) runs a local backend of
// its own here, beside the editor test's: its page's requests to `cmsBackendPort` are answered
// from it, so both tests can run at once.
export const cmsBlocksBackendPort = Number(process.env.E2E_CMS_BLOCKS_PORT ?? 4198);
// The editor's defects test (tests/e2e/cms-defects.spec.ts) likewise, on a backend of its own.
export const cmsDefectsBackendPort = Number(process.env.E2E_CMS_DEFECTS_PORT ?? 4199);
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
