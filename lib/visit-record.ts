// Where a visit came from, recorded by an inline script at the top of every page (components/layout/RootDocument.tsx),
// before anything on the page can be tapped: a visitor who lands from a campaign and follows a
// link before the page's scripts have run keeps the campaign on the next page. The record lives in
// sessionStorage for the visit only (no cookie, no identifier of the person); lib/attribution.ts
// reads it for leads and the measurement. The functions are written into that script with
// toString(), so each is self-contained: no imports, no module constants, no helpers (what one
// needs of another is passed in as an argument).
//
// Campaign labels are typed by whoever built the link, and some carry a person's details
// (`utm_content=jane.doe@bank.in`, a phone number, an account number). Such a value is dropped
// before it is stored, sent with a lead or sent to analytics (`holdsPersonalData`). A browser that
// sends Global Privacy Control or Do Not Track gets no record at all.

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
 * Whether a value looks like it holds a person's details: an email address (also still
 * %40-encoded), or a run of nine or more digits, with spaces, dots, dashes, slashes or brackets
 * between them (a phone number, an account, card or Aadhaar-like number; a date such as
 * 2026-11-27 has eight).
 */
export function holdsPersonalData(value: string): boolean {
  return /[^\s@]@[^\s@]+\.[^\s@]|%40/i.test(value) || /\d(?:[\s()./-]*\d){8,}/.test(value);
}

/** The visit's fields as the page at `href`, reached from `referrer`, starts it. */
export function visitFields(
  href: string,
  referrer: string,
  params: readonly string[],
  isPersonal: (value: string) => boolean,
): Record<string, string> {
  const url = new URL(href);
  let referrerHost = '';
  try {
    const from = new URL(referrer).host;
    if (from !== url.host && !isPersonal(from)) referrerHost = from;
  } catch {
    // no referrer, or not a URL
  }
  const fields: Record<string, string> = {
    // A segment of a mistyped or crafted path (the not-found page) may hold details too.
    landing_page: url.pathname
      .split('/')
      .map((segment) => (isPersonal(segment) ? '_' : segment))
      .join('/'),
    referrer_host: referrerHost,
  };
  for (const name of params) {
    const value = url.searchParams.get(name) ?? '';
    fields[name] = isPersonal(value) ? '' : value.slice(0, 100);
  }
  return fields;
}

/**
 * Stores this page's fields under `key` unless the visit already has a record, or the browser asks
 * not to be tracked (Global Privacy Control, Do Not Track); never throws.
 */
export function recordVisit(
  fieldsOf: typeof visitFields,
  isPersonal: typeof holdsPersonalData,
  key: string,
  params: readonly string[],
): void {
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.globalPrivacyControl === true || nav.doNotTrack === '1') return;
    if (sessionStorage.getItem(key) === null) {
      sessionStorage.setItem(
        key,
        JSON.stringify(fieldsOf(location.href, document.referrer, params, isPersonal)),
      );
    }
  } catch {
    // storage blocked: leads go without where the visit came from
  }
}

/** The inline script: recordVisit run at once with visitFields (allowed by its hash, scripts/csp.ts). */
export function visitScript(): string {
  return `(${recordVisit.toString()})(${visitFields.toString()},${holdsPersonalData.toString()},${JSON.stringify(visitKey)},${JSON.stringify(campaignParams)})`;
}
