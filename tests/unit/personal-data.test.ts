// What we tell visitors we do not collect, generated rather than listed: a person's details in
// many encodings (emails with look-alike at signs and entities, Indian phone numbers, PAN,
// Aadhaar, IFSC, card and account numbers, any run of 7 digits, in any script's digits, with any separators, encoded
// again and again) put into a campaign label, the page's path and the referrer, never reach the
// visit record (sessionStorage, hence a lead) or an analytics event; ordinary labels do. Runs are
// kept modest (the unit suite must stay fast); a failure prints the smallest case fast-check finds.
import fc from 'fast-check';
import { campaignLabel, campaignParams, visitKey, visitScript } from '@/lib/visit-record';
import { countedUrl, eventFor, referrerOrigin } from '@/lib/analytics';
import { rememberVisit, visitFrom } from '@/lib/attribution';

/** The zero of each digit script a value may be written in: NFKC folds some, not others. */
const zeros = [
  0x30, // ASCII
  0x966, // Devanagari
  0xff10, // fullwidth
  0x660, // Arabic-Indic
  0x9e6, // Bengali
  0xae6, // Gujarati
  0xbe6, // Tamil
  0xd66, // Malayalam
  0x1d7ce, // mathematical bold (NFKC: ASCII)
];
const separators = ['', ' ', '-', '_', '.', ',', '+', '/', '(', ')', '–', '—', '\u00a0', '·'];

/**
 * A digit string as people write it: in one script or a mix, with one kind of separator (or none)
 * at some of the gaps between digits (`98765 43210`, `98765_43210`, `९८७६५-४३२१०`).
 */
const written = (digits: string) =>
  fc
    .record({
      script: fc.constantFrom(...zeros),
      mixed: fc.array(fc.constantFrom(...zeros), {
        minLength: digits.length,
        maxLength: digits.length,
      }),
      isMixed: fc.boolean(),
      separator: fc.constantFrom(...separators),
      gaps: fc.array(fc.boolean(), { minLength: digits.length, maxLength: digits.length }),
    })
    .map(({ script, mixed, isMixed, separator, gaps }) =>
      [...digits]
        .map((digit, i) => {
          const zero = isMixed ? mixed[i]! : script;
          const gap = i < digits.length - 1 && gaps[i] ? separator : '';
          return String.fromCodePoint(zero + Number(digit)) + gap;
        })
        .join(''),
    );

const digitString = (min: number, max: number, first = '0123456789') =>
  fc
    .tuple(
      fc.constantFrom(...first),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min - 1, maxLength: max - 1 }),
    )
    .map(([head, tail]) => head + tail);

const phone = fc
  .tuple(fc.constantFrom('', '+91', '91', '0', '+91 ', '(+91)'), digitString(10, 10, '6789'))
  .chain(([prefix, number]) => written(number).map((digits) => prefix + digits));
const aadhaar = digitString(12, 12, '23456789').chain(written);
const card = digitString(16, 16, '3456').chain(written);
const account = digitString(9, 18).chain(written);
/** A landline without its code, or any other run of 7 or 8 digits. */
const shortNumber = digitString(7, 8).chain(written);

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const letters = (n: number) => fc.string({ unit: upper, minLength: n, maxLength: n });
const pan = fc
  .tuple(letters(5), digitString(4, 4), letters(1))
  .map(([a, digits, b]) => a + digits + b);
const ifsc = fc
  .tuple(
    letters(4),
    fc.string({
      unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'),
      minLength: 6,
      maxLength: 6,
    }),
  )
  .map(([bank, branch]) => `${bank}0${branch}`);

const atSigns = ['@', '＠', '﹫', '(at)', '[at]', '{at}', '&#64;', '&#x40;', '&commat;', '%40'];
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}$/),
    fc.constantFrom(...atSigns),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
    fc.constantFrom('in', 'com', 'co.in', 'bank.in'),
  )
  .map(([local, at, domain, tld]) => `${local}${at}${domain}.${tld}`);

/** A person's detail in one of its shapes; the numbers and codes alone (what a host name can hold). */
const numberLike = fc.oneof(phone, aadhaar, card, account, shortNumber, pan, ifsc);
const detail = fc.oneof(numberLike, email);

/** Percent-encoded 0 to 3 times (whole, or only its non-alphanumerics). */
const encoded = (value: fc.Arbitrary<string>) =>
  fc.tuple(value, fc.nat({ max: 3 }), fc.boolean()).map(([text, times, whole]) => {
    let out = text;
    for (let i = 0; i < times; i += 1)
      out = whole
        ? encodeURIComponent(out)
        : out.replace(/[^A-Za-z0-9]/gu, (c) => encodeURIComponent(c));
    return out;
  });

/** An ordinary word of a label, and a separator the alphabet allows. */
const word = fc.oneof(
  fc.stringMatching(/^[a-z]{2,10}$/),
  fc.constantFrom('दिवाली', 'ऋण', 'Sale', 'Q4', 'newsletter', 'cpc'),
);
const labelSeparator = fc.constantFrom('-', '_', '.', '+');

/** A detail inside a label: alone, or between words (a PAN or IFSC in lower case as a word). */
const hostileLabel = fc
  .tuple(
    detail,
    word,
    word,
    fc.constantFrom('', '-', '_', '.', '+', ':', '/', ' '),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([value, before, after, sep, embed, lower]) => {
    const isCode = /^[A-Z]+[0-9]/.test(value);
    const text = isCode && lower ? value.toLowerCase() : value;
    // A lower-case code is only a code as a word of its own: it needs a separator.
    const join = isCode && lower && sep === '' ? '-' : sep;
    return embed ? `${before}${join}${text}${join}${after}` : text;
  });

/** Ordinary labels: words, each maybe followed by up to four digits, joined by separators. */
const ordinaryLabel = fc
  .array(fc.tuple(word, fc.option(digitString(1, 4), { nil: undefined })), {
    minLength: 1,
    maxLength: 4,
  })
  .chain((parts) =>
    fc
      .array(labelSeparator, { minLength: parts.length, maxLength: parts.length })
      .map((seps) => parts.map(([w, n], i) => `${i ? seps[i] : ''}${w}${n ?? ''}`).join('')),
  )
  .filter((label) => label.length <= 64);

const runs = { numRuns: 300 };

describe('campaign labels, by allowlist (lib/visit-record.ts campaignLabel)', () => {
  it('drops every generated detail, however encoded and wherever in the label', () => {
    fc.assert(
      fc.property(encoded(hostileLabel), (label) => expect(campaignLabel(label)).toBe('')),
      runs,
    );
  });

  it('keeps ordinary labels as they are', () => {
    fc.assert(
      fc.property(ordinaryLabel, (label) => expect(campaignLabel(label)).toBe(label)),
      runs,
    );
    for (const label of ['spring-sale_2026', 'newsletter', 'cpc'])
      expect(campaignLabel(label)).toBe(label);
  });
});

/** A hostile landing address: details in the path and in a utm_* label, an ordinary label too. */
const hostileVisit = fc.record({
  pathDetail: encoded(detail),
  labelDetail: encoded(hostileLabel),
  param: fc.constantFrom(...campaignParams.filter((name) => name !== 'utm_source')),
  source: ordinaryLabel,
  referrerDetail: numberLike,
  inHost: fc.boolean(),
});
type HostileVisit = {
  pathDetail: string;
  labelDetail: string;
  param: string;
  source: string;
  referrerDetail: string;
  inHost: boolean;
};

/** The visit's addresses: the landing path and query, and a referrer with the detail in its path
 * and query, or also in its host name (a number as a subdomain). */
function addressesOf(visit: HostileVisit) {
  const query = new URLSearchParams({ utm_source: visit.source });
  const path = `/leads/${encodeURIComponent(visit.pathDetail)}/`;
  const search = `?${query}&${visit.param}=${encodeURIComponent(visit.labelDetail)}`;
  const host = visit.inHost
    ? `${visit.referrerDetail.replace(/[^\p{L}\p{Nd}]+/gu, '-').replace(/^-|-$/g, '') || 'x'}.example`
    : 'mail.example';
  const referrer = `https://${host}/u/${encodeURIComponent(visit.referrerDetail)}?q=${encodeURIComponent(visit.referrerDetail)}`;
  return { path, search, referrer };
}

/** What a visit sends or keeps: nothing but the route, the ordinary label and a clean host. */
function expectClean(kept: Record<string, string>, visit: HostileVisit) {
  expect(kept.landing_page).toBe('/404');
  expect(kept.utm_source).toBe(visit.source);
  expect(kept[visit.param]).toBe('');
  expect(kept.referrer_host).toBe(visit.inHost ? '' : 'mail.example');
}

describe('a hostile visit to a page no route serves (/leads/<detail>/?utm_…=<detail>)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.body.replaceChildren(); // no main landmark with a route: the not-found page's own
  });

  it('records the route /404, the ordinary label, and no detail (visitFields)', () => {
    fc.assert(
      fc.property(hostileVisit, (visit) => {
        const { path, search, referrer } = addressesOf(visit);
        const kept = visitFrom(
          new URL(`https://www.finorbit.in${path}${search}`),
          referrer,
          '/404',
        );
        expectClean(kept, visit);
      }),
      runs,
    );
  });

  it('keeps none in sessionStorage (the page’s own script) nor sends any to analytics', () => {
    const settings = { endpoint: 'https://stats.example/api/event', domain: 'www.finorbit.in' };
    fc.assert(
      fc.property(hostileVisit, (visit) => {
        const { path, search, referrer } = addressesOf(visit);
        sessionStorage.clear();
        window.history.replaceState(null, '', `${path}${search}`);
        Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
        window.eval(visitScript('/404'));
        const stored = JSON.parse(sessionStorage.getItem(visitKey)!) as Record<string, string>;
        expectClean(stored, visit);
        // What a lead carries of the visit is that record (lib/forms.ts: rememberVisit()).
        expect(rememberVisit()).toEqual(stored);
        const event = eventFor(settings, 'pageview');
        expect(event.url).toBe(
          `http://localhost/404?${new URLSearchParams({ utm_source: visit.source })}`,
        );
        expect(event.referrer).toBe(visit.inHost ? '' : 'https://mail.example');
        expect(referrerOrigin(referrer)).toBe(event.referrer);
        expect(countedUrl(window.location.href, '/404')).toBe(event.url);
      }),
      { numRuns: 100 },
    );
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });
});
