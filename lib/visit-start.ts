// A page's start, once hydrated (components/islands/Visit.tsx fetches this module as a chunk of its
// own): the visit record (lib/attribution.ts; written by the page's inline script already, here
// only where that could not run), then, when the browser is idle, the measurement
// (lib/analytics.ts, another chunk) where the build configures it and the visitor allows it.
// Its own module so that the import graph has no circle: analytics reads the visit record, and
// only this module loads analytics.
import { rememberVisit, trackingRefused } from './attribution';
import { analyticsEndpoint, siteUrl } from './site';

/** The measurement this build configures (NEXT_PUBLIC_ANALYTICS_ENDPOINT), if any. */
export const measurement = analyticsEndpoint
  ? { endpoint: analyticsEndpoint, domain: new URL(siteUrl).hostname }
  : undefined;

/** Records the visit, then loads the measurement when the browser is idle (see above). */
export function startVisit(settings = measurement) {
  rememberVisit();
  if (!settings || trackingRefused()) return;
  (window.requestIdleCallback ?? setTimeout)(() => {
    void import('./analytics').then((code) => code.startMeasurement(settings));
  });
}
