// Where a visit came from, kept for the visit only (sessionStorage: no cookie, no identifier of the
// person) and sent with every lead the visitor chooses to send. Recorded once scripts run on the
// first page of the visit (components/islands/Visit.tsx): that page's path, the referring site's
// host (other sites only) and the campaign parameters of its URL. Field names are the ones
// marketing tools already use (utm_*), so Formspree, Basin and a HubSpot proxy keep them as is.
import { analyticsEndpoint, siteUrl } from './site';

export const campaignParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export type VisitFields = Record<
  'landing_page' | 'referrer_host' | (typeof campaignParams)[number],
  string
>;

const key = 'finorbit:visit';

/** What this page would record as the start of a visit. */
export function visitFrom(url: URL, referrer: string): VisitFields {
  let referrerHost = '';
  try {
    const from = new URL(referrer).host;
    if (from !== url.host) referrerHost = from;
  } catch {
    // no referrer, or not a URL
  }
  const fields = { landing_page: url.pathname, referrer_host: referrerHost } as VisitFields;
  for (const name of campaignParams)
    fields[name] = (url.searchParams.get(name) ?? '').slice(0, 100);
  return fields;
}

/** The visit's record; this page starts it when the visit has none. Empty when storage is blocked. */
export function rememberVisit(): Partial<VisitFields> {
  try {
    const kept = sessionStorage.getItem(key);
    if (kept) return JSON.parse(kept) as VisitFields;
    const fields = visitFrom(new URL(location.href), document.referrer);
    sessionStorage.setItem(key, JSON.stringify(fields));
    return fields;
  } catch {
    return {};
  }
}

/** Dispatched on `window` by the Form island when the endpoint accepted a lead (`detail.formId`). */
export const leadAcceptedEvent = 'finorbit:lead-accepted';

/** Whether the browser asks not to be tracked (Global Privacy Control or Do Not Track). */
export function trackingRefused(nav: Navigator & { globalPrivacyControl?: boolean } = navigator) {
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** The measurement this build configures (NEXT_PUBLIC_ANALYTICS_ENDPOINT), if any. */
export const measurement = analyticsEndpoint
  ? { endpoint: analyticsEndpoint, domain: new URL(siteUrl).hostname }
  : undefined;

/**
 * A page's start, once hydrated (components/islands/Visit.tsx): the visit record at once (one
 * sessionStorage read, and a write on the visit's first page, so a visitor who follows a link
 * straight after the page hydrates keeps the campaign that brought them), then, when the browser
 * is idle, the measurement where the build configures it and the visitor allows it.
 */
export function startVisit(settings = measurement) {
  rememberVisit();
  if (!settings || trackingRefused()) return;
  (window.requestIdleCallback ?? setTimeout)(() => {
    void import('./analytics').then((code) => code.startMeasurement(settings));
  });
}
