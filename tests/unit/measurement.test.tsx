// Where a visit came from (lib/attribution.ts), the measurement events (lib/analytics.ts) and
// the island that starts them (components/islands/Visit.tsx). What a real
// browser sends is covered by tests/e2e/measurement.spec.ts; this pins the decisions.
import { render, waitFor } from '@testing-library/react';
import { rememberVisit, trackingRefused, visitFrom } from '@/lib/attribution';
import { startVisit } from '@/lib/visit-start';
import { campaignLabel, visitScript } from '@/lib/visit-record';
import { countedUrl, eventFor, referrerOrigin, startMeasurement } from '@/lib/analytics';
import { Visit } from '@/components/islands/Visit';
import { linkedInVisit } from './fixtures/visit';

const vitals: Record<string, (metric: unknown) => void> = {};
jest.mock('web-vitals/attribution', () => ({
  onLCP: (report: (metric: unknown) => void) => (vitals.LCP = report),
  onINP: (report: (metric: unknown) => void) => (vitals.INP = report),
  onCLS: (report: (metric: unknown) => void) => (vitals.CLS = report),
}));

const settings = { endpoint: 'https://stats.example.com/api/event', domain: 'www.finorbit.in' };
const beacon = jest.fn<boolean, [string, string]>(() => true);
const sent = () => beacon.mock.calls.map(([, body]) => JSON.parse(body));

/** The page ContentPage would have rendered for `route`: its main landmark says it. */
const showPage = (route: string) =>
  (document.body.innerHTML = `<main id="main" data-route="${route}"></main>`);

beforeEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

describe('the visit record', () => {
  it('keeps the landing path, an external referrer’s host and the five campaign values', () => {
    const url = new URL(
      'https://www.finorbit.in/home-ten/?utm_source=linkedin&utm_medium=paid&utm_campaign=fraud-q4&utm_term=gold+loan&utm_content=banner&q=secret',
    );
    expect(visitFrom(url, 'https://www.linkedin.com/feed/update/123?x=1', '/home-ten/')).toEqual(
      linkedInVisit,
    );
  });

  it('names no referrer for our own pages or none, and leaves missing values empty', () => {
    const url = new URL('https://www.finorbit.in/products/');
    for (const referrer of ['', 'https://www.finorbit.in/', 'not a url'])
      expect(visitFrom(url, referrer, '/products/')).toMatchObject({
        referrer_host: '',
        utm_source: '',
      });
  });

  it('is written by the page’s script as its body is parsed, before any island runs', () => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/home-ten/?utm_source=newsletter&utm_campaign=gold');
    // The script as the page built for /home-ten/ carries it, run as the browser runs one.
    window.eval(visitScript('/home-ten/'));
    expect(JSON.parse(sessionStorage.getItem('finorbit:visit')!)).toEqual({
      landing_page: '/home-ten/',
      referrer_host: '',
      utm_source: 'newsletter',
      utm_medium: '',
      utm_campaign: 'gold',
      utm_term: '',
      utm_content: '',
    });
    window.history.replaceState(null, '', '/request-for-demo/');
    window.eval(visitScript('/request-for-demo/'));
    expect(rememberVisit()).toMatchObject({ landing_page: '/home-ten/', utm_source: 'newsletter' });
    // Self-contained: it names nothing of this module but the browser's globals.
    expect(visitScript('/')).not.toMatch(/require|import|exports/);
    sessionStorage.clear();
  });

  it.each([
    ['newsletter', 'newsletter'],
    ['spring-sale_2026', 'spring-sale_2026'],
    ['cpc', 'cpc'],
    ['linkedin.com', 'linkedin.com'],
    ['gold+loan', 'gold+loan'],
    ['q4-2026-v2-300', 'q4-2026-v2-300'],
    ['दिवाली-2026', 'दिवाली-2026'],
    ['ｎｅｗｓｌｅｔｔｅｒ', 'newsletter'],
    ['spring%252Dsale', 'spring-sale'],
    ['jane.doe@bank.in', ''],
    ['jane.doe%2540bank.in', ''],
    ['jane.doe＠bank.in', ''],
    ['jane.doe(at)bank.in', ''],
    ['jane.doe&#64;bank.in', ''],
    ['9876543210', ''],
    ['98765_43210', ''],
    ['98765,43210', ''],
    ['98765–43210', ''],
    ['९८७६५४३२१०', ''],
    ['９８７６５４３２１０', ''],
    ['2026-11-27', ''],
    ['ABCDE1234F', ''],
    ['pan-abcde1234f', ''],
    ['SBIN0001234', ''],
    ['HDFC0CAGSBK', ''],
    ['gold loan', ''],
    ['%E0%A4', ''],
    ['x'.repeat(65), ''],
  ])('keeps the campaign label %j as %j', (value, kept) => {
    expect(campaignLabel(value)).toBe(kept);
  });

  it('drops a campaign value or referrer that holds an email or a number, keeps the rest; the landing page is the route', () => {
    const url = new URL(
      'https://www.finorbit.in/jane.doe@bank.in/?utm_source=news&utm_content=jane.doe%40bank.in&utm_term=9876543210&utm_campaign=gold',
    );
    expect(visitFrom(url, 'https://mail.example/u/jane.doe@bank.in', '/404')).toEqual({
      landing_page: '/404',
      referrer_host: 'mail.example',
      utm_source: 'news',
      utm_medium: '',
      utm_campaign: 'gold',
      utm_term: '',
      utm_content: '',
    });
    expect(visitFrom(url, 'https://98765-43210.example/', '/404').referrer_host).toBe('');
  });

  it('is not written at all under Global Privacy Control or Do Not Track', () => {
    for (const [name, value] of [
      ['globalPrivacyControl', true],
      ['doNotTrack', '1'],
    ] as const) {
      sessionStorage.clear();
      Object.defineProperty(navigator, name, { value, configurable: true });
      window.history.replaceState(null, '', '/?utm_source=news');
      window.eval(visitScript('/'));
      expect(rememberVisit()).toEqual({});
      expect(sessionStorage.length).toBe(0);
      Object.defineProperty(navigator, name, { value: undefined, configurable: true });
    }
  });

  it('is written once per visit: later pages keep the first', () => {
    window.history.replaceState(null, '', '/home-ten/?utm_source=linkedin');
    showPage('/home-ten/');
    expect(rememberVisit()).toMatchObject({ landing_page: '/home-ten/', utm_source: 'linkedin' });
    window.history.replaceState(null, '', '/request-for-demo/');
    showPage('/request-for-demo/');
    expect(rememberVisit()).toMatchObject({ landing_page: '/home-ten/', utm_source: 'linkedin' });
    expect(document.cookie).toBe('');
  });
});

describe('measurement events', () => {
  it('send the route and only the campaign labels kept, the referrer as its origin', () => {
    expect(
      countedUrl('https://x.in/help-center/?q=my+loan+number&utm_source=mail', '/help-center/'),
    ).toBe('https://x.in/help-center/?utm_source=mail');
    expect(
      countedUrl(
        'https://x.in/?utm_source=news&utm_content=jane.doe%40bank.in&utm_term=9876543210#top',
        '/',
      ),
    ).toBe('https://x.in/?utm_source=news');
    expect(countedUrl('https://x.in/ops@nbfc.in/', '/404')).toBe('https://x.in/404');
    expect(referrerOrigin('https://mail.example/u/jane.doe@bank.in?x=1')).toBe(
      'https://mail.example',
    );
    expect(referrerOrigin('https://9876543210.example/')).toBe('');
    expect(referrerOrigin('')).toBe('');
    window.history.replaceState(null, '', '/help-center/?q=typed');
    showPage('/help-center/');
    expect(eventFor(settings, 'pageview')).toEqual({
      name: 'pageview',
      url: 'http://localhost/help-center/',
      domain: 'www.finorbit.in',
      referrer: '',
    });
    // A page that is not ours (no route on its main landmark) counts as not found.
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/leads/jane.doe@bank.in/9876543210/');
    expect(eventFor(settings, 'pageview').url).toBe('http://localhost/404');
  });

  it('send a page view, a conversion with no typed value, CTA clicks and the vitals', () => {
    window.history.replaceState(null, '', '/home-ten/?utm_campaign=fraud-q4');
    document.body.innerHTML =
      '<main id="main" data-route="/home-ten/"><a class="btn btn-primary" href="/request-for-demo/">Book a demo</a><a href="/x/">plain</a></main>';
    rememberVisit();
    startMeasurement(settings);
    window.dispatchEvent(
      new CustomEvent('finorbit:lead-accepted', { detail: { formId: 'demo-request' } }),
    );
    const [cta, plain] = document.querySelectorAll('a');
    cta!.addEventListener('click', (event) => event.preventDefault());
    plain!.addEventListener('click', (event) => event.preventDefault());
    cta!.click();
    plain!.click();
    vitals.LCP!({ name: 'LCP', value: 812.4, rating: 'good', attribution: { target: 'h1' } });
    vitals.CLS!({
      name: 'CLS',
      value: 0.01234,
      rating: 'good',
      attribution: { largestShiftTarget: 'main>img' },
    });
    vitals.INP!({ name: 'INP', value: 48, rating: 'good', attribution: {} });
    expect(beacon.mock.calls.every(([url]) => url === settings.endpoint)).toBe(true);
    expect(sent().map((event) => [event.name, event.props])).toEqual([
      ['pageview', undefined],
      ['Lead', { form: 'demo-request', page: '/home-ten/', campaign: 'fraud-q4', source: '' }],
      ['CTA', { label: 'Book a demo', href: '/request-for-demo/', page: '/home-ten/' }],
      ['LCP', { value: '812', rating: 'good', page: '/home-ten/', element: 'h1' }],
      ['CLS', { value: '0.0123', rating: 'good', page: '/home-ten/', element: 'main>img' }],
      ['INP', { value: '48', rating: 'good', page: '/home-ten/', element: '' }],
    ]);
  });
});

describe('the start of every page', () => {
  it('honours Global Privacy Control and Do Not Track', () => {
    expect(trackingRefused({ globalPrivacyControl: true } as never)).toBe(true);
    expect(trackingRefused({ doNotTrack: '1' } as never)).toBe(true);
    expect(trackingRefused({ doNotTrack: null } as never)).toBe(false);
  });

  it('records the visit and, unconfigured, sends nothing', async () => {
    window.history.replaceState(null, '', '/home-two/?utm_source=newsletter');
    showPage('/home-two/');
    render(<Visit />);
    await waitFor(() => expect(sessionStorage.getItem('finorbit:visit')).toContain('newsletter'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('configured, loads the measurement code after hydration and sends the page view', async () => {
    window.history.replaceState(null, '', '/products/?utm_campaign=q4');
    showPage('/products/');
    startVisit(settings);
    // The visit is recorded at once, not when the browser is idle: a link followed straight after
    // hydration keeps the campaign.
    expect(JSON.parse(sessionStorage.getItem('finorbit:visit')!)).toMatchObject({
      landing_page: '/products/',
      utm_campaign: 'q4',
    });
    await waitFor(() => expect(sent().map((event) => event.name)).toEqual(['pageview']));
  });
});
