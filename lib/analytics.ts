// Cookieless, first-party measurement, loaded only when the build names an endpoint
// (NEXT_PUBLIC_ANALYTICS_ENDPOINT) and the browser sends neither Do Not Track nor Global Privacy
// Control, after the page has hydrated and the browser is idle (startVisit in visit-start.ts).
// Events follow Plausible's Events API (POST {name, url, domain, referrer, props}) and leave with
// navigator.sendBeacon as text/plain (no CORS preflight, survives the page being left):
// - `pageview`, once the page is shown (a prerendered page: when the visitor opens it);
// - `Lead` when the endpoint accepted a lead: form id, page, campaign; never a typed value;
// - `CTA` on a click of a call to action (a link drawn as a button): its label, target, page;
// - `LCP`, `INP`, `CLS` from Google's web-vitals (attribution build) when the page is hidden:
//   value, rating, page and the element blamed (a CSS selector).
// No identifier, no cookie, no storage of its own. A URL is the page's route (the one its page was
// built for, `/404` on the not-found page: never the address typed) and the campaign labels
// visit-record.ts `campaignLabel` keeps; the referrer only its origin, when its host is such a label.
import {
  onCLS,
  onINP,
  onLCP,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
} from 'web-vitals/attribution';
import {
  campaignLabel,
  campaignParams,
  leadAcceptedEvent,
  rememberVisit,
  shownRoute,
  visitFrom,
} from './attribution';

export type MeasurementSettings = { endpoint: string; domain: string };
type Props = Record<string, string>;

/**
 * A page URL as analytics may see it: the origin, the page's `route` and of its query only the
 * campaign labels kept (a search box's `?q=` is typed text; `utm_content=jane@bank.in` is an
 * address); no fragment.
 */
export function countedUrl(href: string, route: string): string {
  try {
    // The labels as the visit record keeps them (visit-record.ts): one reading, one rule.
    const fields = visitFrom(new URL(href), '', route);
    const query = new URLSearchParams(
      campaignParams.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])),
    ).toString();
    return `${new URL(href).origin}${route}${query ? `?${query}` : ''}`;
  } catch {
    return '';
  }
}

/**
 * The referring site as analytics may see it: its origin only (`https://www.linkedin.com`), and
 * none when its host is not a label `campaignLabel` keeps (an address, a number).
 */
export function referrerOrigin(referrer: string): string {
  try {
    const { origin, hostname } = new URL(referrer);
    return origin !== 'null' && campaignLabel(hostname) ? origin : '';
  } catch {
    return '';
  }
}

/** The Plausible event for `name` on this page. */
export function eventFor(settings: MeasurementSettings, name: string, props?: Props) {
  return {
    name,
    url: countedUrl(location.href, shownRoute()),
    domain: settings.domain,
    referrer: referrerOrigin(document.referrer),
    ...(props ? { props } : {}),
  };
}

type Metric = LCPMetricWithAttribution | INPMetricWithAttribution | CLSMetricWithAttribution;

const blamed = (metric: Metric) =>
  metric.name === 'LCP'
    ? metric.attribution.target
    : metric.name === 'INP'
      ? metric.attribution.interactionTarget
      : metric.attribution.largestShiftTarget;

export function startMeasurement(settings: MeasurementSettings) {
  const send = (name: string, props?: Props) =>
    navigator.sendBeacon(settings.endpoint, JSON.stringify(eventFor(settings, name, props)));

  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering)
    document.addEventListener('prerenderingchange', () => send('pageview'), { once: true });
  else send('pageview');

  window.addEventListener(leadAcceptedEvent, (event) => {
    const visit = rememberVisit();
    send('Lead', {
      form: String((event as CustomEvent<{ formId: string }>).detail.formId),
      page: shownRoute(),
      campaign: visit.utm_campaign ?? '',
      source: visit.utm_source ?? '',
    });
  });

  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a.btn');
      if (!link) return;
      send('CTA', {
        label: (link.textContent ?? '').trim().slice(0, 80),
        href: link.getAttribute('href') ?? '',
        page: shownRoute(),
      });
    },
    { capture: true },
  );

  const vital = (metric: Metric) =>
    send(metric.name, {
      value: metric.name === 'CLS' ? metric.value.toFixed(4) : String(Math.round(metric.value)),
      rating: metric.rating,
      page: shownRoute(),
      element: blamed(metric) ?? '',
    });
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
}
