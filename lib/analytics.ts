// Cookieless, first-party measurement, loaded only when the build names an endpoint
// (NEXT_PUBLIC_ANALYTICS_ENDPOINT) and the browser sends neither Do Not Track nor Global Privacy
// Control, after the page has hydrated and the browser is idle (startVisit in attribution.ts).
// Events follow Plausible's Events API (POST {name, url, domain, referrer, props}) and leave with
// navigator.sendBeacon as text/plain (no CORS preflight, survives the page being left):
// - `pageview`, once the page is shown (a prerendered page: when the visitor opens it);
// - `Lead` when the endpoint accepted a lead: form id, page, campaign; never a typed value;
// - `CTA` on a click of a call to action (a link drawn as a button): its label, target, page;
// - `LCP`, `INP`, `CLS` from Google's web-vitals (attribution build) when the page is hidden:
//   value, rating, page and the element blamed (a CSS selector).
// No identifier, no cookie, no storage of its own. A URL keeps its path and the utm_* labels that
// hold no personal details (visit-record.ts `holdsPersonalData`); the referrer only its origin.
import {
  onCLS,
  onINP,
  onLCP,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
} from 'web-vitals/attribution';
import { campaignParams, holdsPersonalData, leadAcceptedEvent, rememberVisit } from './attribution';

export type MeasurementSettings = { endpoint: string; domain: string };
type Props = Record<string, string>;

/** A path with every segment that holds personal details replaced by `_` (a crafted 404 URL). */
export function safePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (holdsPersonalData(segment) ? '_' : segment))
    .join('/');
}

/**
 * A page URL as analytics may see it: its path, and of its query only the campaign labels that
 * hold no personal details (a search box's `?q=` is typed text; `utm_content=jane@bank.in` is an
 * address); no fragment.
 */
export function withoutPrivateQuery(href: string): string {
  try {
    const url = new URL(href);
    const kept = new URLSearchParams();
    for (const name of campaignParams) {
      const value = url.searchParams.get(name);
      if (value && !holdsPersonalData(value)) kept.set(name, value);
    }
    const query = kept.toString();
    return `${url.origin}${safePath(url.pathname)}${query ? `?${query}` : ''}`;
  } catch {
    return '';
  }
}

/** The referring site as analytics may see it: its origin only (`https://www.linkedin.com`). */
export function referrerOrigin(referrer: string): string {
  try {
    const { origin } = new URL(referrer);
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/** The Plausible event for `name` on this page. */
export function eventFor(settings: MeasurementSettings, name: string, props?: Props) {
  return {
    name,
    url: withoutPrivateQuery(location.href),
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
  const page = () => safePath(location.pathname);

  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering)
    document.addEventListener('prerenderingchange', () => send('pageview'), { once: true });
  else send('pageview');

  window.addEventListener(leadAcceptedEvent, (event) => {
    const visit = rememberVisit();
    send('Lead', {
      form: String((event as CustomEvent<{ formId: string }>).detail.formId),
      page: page(),
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
        page: page(),
      });
    },
    { capture: true },
  );

  const vital = (metric: Metric) =>
    send(metric.name, {
      value: metric.name === 'CLS' ? metric.value.toFixed(4) : String(Math.round(metric.value)),
      rating: metric.rating,
      page: page(),
      element: blamed(metric) ?? '',
    });
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
}
