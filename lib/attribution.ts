// Where a visit came from, kept for the visit only (sessionStorage: no cookie, no identifier of the
// person) and sent with every lead the visitor chooses to send: the first page's route, the
// referring site's host (other sites only) and the campaign labels of its URL that hold no
// personal details. Recorded by an inline script at the top of each page's body
// (lib/visit-record.ts), so even a link followed before the first page hydrates keeps it; read here. Field names are the ones marketing tools
// already use (utm_*), so Formspree, Basin and a HubSpot proxy keep them as is.
import {
  campaignLabel,
  campaignParams,
  recordVisit,
  shownRoute,
  visitFields,
  visitKey,
} from './visit-record';

export { campaignLabel, campaignParams, shownRoute } from './visit-record';

export type VisitFields = Record<
  'landing_page' | 'referrer_host' | (typeof campaignParams)[number],
  string
>;

/** What the page built for `route`, at `url`, would record as the start of a visit. */
export function visitFrom(url: URL, referrer: string, route: string): VisitFields {
  return visitFields(url.href, referrer, route, campaignParams, campaignLabel) as VisitFields;
}

/**
 * The visit's record; this page starts it when the visit has none (the inline script did not run:
 * a browser too old for its syntax). Empty when storage is blocked, or when the browser asks not
 * to be tracked (nothing is recorded then).
 */
export function rememberVisit(): Partial<VisitFields> {
  recordVisit(visitFields, campaignLabel, visitKey, campaignParams, shownRoute());
  try {
    const kept = sessionStorage.getItem(visitKey);
    return kept ? (JSON.parse(kept) as VisitFields) : {};
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
