// Where a visit came from, recorded by an inline script at the top of every page (components/layout/RootDocument.tsx),
// before anything on the page can be tapped: a visitor who lands from a campaign and follows a
// link before the page's scripts have run keeps the campaign on the next page. The record lives in
// sessionStorage for the visit only (no cookie, no identifier of the person); lib/attribution.ts
// reads it for leads and the measurement. Both functions are written into that script with
// toString(), so each is self-contained: no imports, no module constants, no helpers.

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

/** The visit's fields as the page at `href`, reached from `referrer`, starts it. */
export function visitFields(
  href: string,
  referrer: string,
  params: readonly string[],
): Record<string, string> {
  const url = new URL(href);
  let referrerHost = '';
  try {
    const from = new URL(referrer).host;
    if (from !== url.host) referrerHost = from;
  } catch {
    // no referrer, or not a URL
  }
  const fields: Record<string, string> = {
    landing_page: url.pathname,
    referrer_host: referrerHost,
  };
  for (const name of params) fields[name] = (url.searchParams.get(name) ?? '').slice(0, 100);
  return fields;
}

/** Stores this page's fields under `key` unless the visit already has a record; never throws. */
export function recordVisit(
  fieldsOf: typeof visitFields,
  key: string,
  params: readonly string[],
): void {
  try {
    if (sessionStorage.getItem(key) === null) {
      sessionStorage.setItem(
        key,
        JSON.stringify(fieldsOf(location.href, document.referrer, params)),
      );
    }
  } catch {
    // storage blocked: leads go without where the visit came from
  }
}

/** The inline script: recordVisit run at once with visitFields (allowed by its hash, scripts/csp.ts). */
export function visitScript(): string {
  return `(${recordVisit.toString()})(${visitFields.toString()},${JSON.stringify(visitKey)},${JSON.stringify(campaignParams)})`;
}
