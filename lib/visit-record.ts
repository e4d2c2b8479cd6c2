// Where a visit came from, recorded by an inline script at the top of every page's body
// (components/layout/ContentPage.tsx), before anything on the page can be tapped: a visitor who
// lands from a campaign and follows a link before the page's scripts have run keeps the campaign
// on the next page. The record lives in sessionStorage for the visit only (no cookie, no
// identifier of the person); lib/attribution.ts reads it for leads and the measurement. The
// functions are written into that script with toString(), so each is self-contained: no imports,
// no module constants, no helpers (what one needs of another is passed in as an argument).
//
// What is recorded is allowed, not filtered: the landing page is the route the page was built for
// (the build writes it into the script; the not-found page's is `/404`), never the address typed;
// a campaign label or the referrer's host is kept only when `campaignLabel` allows it. A browser
// that sends Global Privacy Control or Do Not Track gets no record at all.

import { notFoundRoute } from './site';

/** The sessionStorage key of the visit's record. */
export const visitKey = 'finorbit:visit';

/** The campaign parameters kept, by the names marketing tools already use. */
export const campaignParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/**
 * The label as kept, or '' when it is dropped (never masked). Whoever builds a campaign link types
 * its labels, and some carry a person's details; what such a detail looks like has too many
 * spellings to list, so a label is kept only when it is what a label is:
 * - decoded first: percent-decoding and Unicode NFKC repeated until nothing changes (`%2540` and a
 *   fullwidth ＠ are an at sign, fullwidth digits ASCII ones); one that does not decode, or still
 *   changes after four rounds, is dropped;
 * - then a short token: 1 to 64 letters, digits (of any script), `-`, `_`, `.` or `+` (a query's
 *   `gold+loan` is read with its plus). An at sign, `(at)`, `[at]`, an HTML entity (`&#64;`), a
 *   space, `%`, `:`, `/` are none of these;
 * - without 7 or more digits (of any script, `\p{Nd}`) that only separators divide: a phone
 *   number (10 digits, +91), an Aadhaar (12), a card (16) or account number (9-18), an IFSC's
 *   branch code; `spring-sale_2026` has four, a date eight (dropped too);
 * - without a PAN (`ABCDE1234F`: 5 letters, 4 digits, a letter) or an IFSC (`SBIN0ABC123`: 4
 *   letters, a zero, 6 letters or digits), in capitals anywhere or in any case as a whole word;
 * - without punycode (`xn--`): how a host name writes other scripts' letters and digits, which
 *   these checks could no longer read.
 * The referrer's host goes through the same test (a host is such a token).
 */
export function campaignLabel(value: string): string {
  let label = value;
  for (let round = 0; ; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(label).normalize('NFKC');
    } catch {
      return '';
    }
    if (next === label) break;
    if (round === 4) return '';
    label = next;
  }
  return /^[\p{L}\p{M}\p{Nd}._+-]{1,64}$/u.test(label) &&
    !/\p{Nd}(?:\P{L}*\p{Nd}){6}|(?:^|\.)xn--/iu.test(label) &&
    !/\p{Lu}{5}\p{Nd}{4}\p{Lu}|\p{Lu}{4}0[\p{Lu}\p{Nd}]{6}|(?:^|[^\p{L}\p{Nd}])(?:\p{L}{5}\p{Nd}{4}\p{L}|\p{L}{4}0[\p{L}\p{Nd}]{6})(?![\p{L}\p{Nd}])/u.test(
      label,
    )
    ? label
    : '';
}

/** The visit's fields as the page at `href` (built for `route`), reached from `referrer`, starts it. */
export function visitFields(
  href: string,
  referrer: string,
  route: string,
  params: readonly string[],
  label: (value: string) => string,
): Record<string, string> {
  const url = new URL(href);
  let referrerHost = '';
  try {
    const from = new URL(referrer);
    if (from.host !== url.host) referrerHost = label(from.hostname);
  } catch {
    // no referrer, or not a URL
  }
  const fields: Record<string, string> = { landing_page: route, referrer_host: referrerHost };
  // A `+` stays a plus (`gold+loan`), as percent-decoding alone leaves it; `%20` is a space.
  const query = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
  for (const name of params) fields[name] = label(query.get(name) ?? '');
  return fields;
}

/**
 * Stores this page's fields under `key` unless the visit already has a record, or the browser asks
 * not to be tracked (Global Privacy Control, Do Not Track); never throws.
 */
export function recordVisit(
  fieldsOf: typeof visitFields,
  label: typeof campaignLabel,
  key: string,
  params: readonly string[],
  route: string,
): void {
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return;
    if (sessionStorage.getItem(key) === null) {
      sessionStorage.setItem(
        key,
        JSON.stringify(fieldsOf(location.href, document.referrer, route, params, label)),
      );
    }
  } catch {
    // storage blocked: leads go without where the visit came from
  }
}

/**
 * The inline script of the page built for `route`: recordVisit run at once (allowed by its hash,
 * scripts/csp.ts). Routes are plain segments; `<` is escaped all the same.
 */
export function visitScript(route: string): string {
  const args = [visitKey, campaignParams, route].map((arg) =>
    JSON.stringify(arg).replace(/</g, '\\u003c'),
  );
  return `(${recordVisit.toString()})(${visitFields.toString()},${campaignLabel.toString()},${args.join(',')})`;
}

/**
 * The route of the page shown: what ContentPage writes on its main landmark (`data-route`); a
 * document without one is no page of ours, so it counts as not found.
 */
export function shownRoute(doc: Document = document): string {
  return doc.getElementById('main')?.getAttribute('data-route') ?? notFoundRoute;
}
