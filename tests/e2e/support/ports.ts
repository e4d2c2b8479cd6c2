// Ports of the form tests, shared by the e2e build, the Playwright config and the specs.
// The lead endpoint's URL is inlined into the e2e build, so both sides must agree on it.
export const leadPort = Number(process.env.E2E_LEAD_PORT ?? 4191);
export const leadSitePort = Number(process.env.E2E_LEAD_SITE_PORT ?? 4192);
export const leadOrigin = `http://127.0.0.1:${leadPort}`;
export const leadEndpoint = `${leadOrigin}/lead`;
export const portalUrl = `${leadOrigin}/portal`;
export const leadSiteOrigin = `http://127.0.0.1:${leadSitePort}`;
