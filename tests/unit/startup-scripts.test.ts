import {
  compileHint,
  deferStartupScripts,
  loaderScript,
  withCompileHint,
} from '@/scripts/startup-scripts';

// The head and tail of a page as `next build` (16.4) exports it, trimmed.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-1.js" async=""></script>',
  '<link rel="preload" href="/_next/static/chunks/island.js" as="script" fetchPriority="low"/>',
  '<title>Home | Finorbit</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Core banking</h1></main>',
  '<script>self.__next_f.push([1,"0:{}"])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '</body></html>',
].join('');

describe('deferStartupScripts', () => {
  it('replaces the chunk scripts and script preloads with one loader where the first script was', () => {
    const { html, scripts } = deferStartupScripts(page);
    expect(scripts).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-1.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/island.js',
    ]);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(html).not.toMatch(/<link[^>]+as="script"/);
    // What is not a start-up script stays: font preload, stylesheet, noModule polyfill, flight data.
    for (const kept of [
      'as="font"',
      'rel="stylesheet"',
      'polyfills.js" noModule',
      'self.__next_f.push',
    ]) {
      expect(html).toContain(kept);
    }
    const loader = html.indexOf('<script>(function(d,s,p)');
    expect(loader).toBeGreaterThan(html.indexOf('rel="stylesheet"'));
    expect(loader).toBeLessThan(html.indexOf('<title>'));
    expect(html.match(/\(function\(d,s,p\)/g)).toHaveLength(1);
  });

  it('leaves a page without chunk scripts (a redirect page) as it is', () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh"/></head></html>';
    expect(deferStartupScripts(redirect)).toEqual({ html: redirect, scripts: [] });
  });

  it('fails on a Next script tag it does not recognise, so an upgrade cannot undo it silently', () => {
    const changed = page.replace(
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script src="/_next/static/chunks/main.js" defer=""></script>',
    );
    expect(() => deferStartupScripts(changed, 'index.html')).toThrow(
      /index.html: a Next script tag .*main.js" defer/,
    );
  });
});

describe('the loader', () => {
  const scripts = ['/_next/static/chunks/react.js', '/_next/static/chunks/main.js'];
  const preload = ['/_next/static/chunks/island.js'];
  const run = () => new Function(loaderScript(scripts, preload))();
  const inserted = () =>
    [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map((el) =>
      el.tagName === 'SCRIPT'
        ? `script ${el.getAttribute('src')} async=${(el as HTMLScriptElement).async}`
        : `preload ${(el as HTMLLinkElement).as} ${el.getAttribute('href')}`,
    );
  const started = [
    'preload script /_next/static/chunks/island.js',
    'script /_next/static/chunks/react.js async=true',
    'script /_next/static/chunks/main.js async=true',
  ];
  const original = window.PerformanceObserver;

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    window.PerformanceObserver = original;
  });

  function fakeObserver() {
    const observers: FakeObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      disconnected = false;
      constructor(public callback: PerformanceObserverCallback) {
        observers.push(this);
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    const report = (...names: string[]) => {
      const list = {
        getEntriesByName: (name: string) =>
          names.filter((n) => n === name).map((n) => ({ name: n })),
      } as unknown as PerformanceObserverEntryList;
      for (const o of observers)
        if (!o.disconnected) o.callback(list, o as unknown as PerformanceObserver);
    };
    return report;
  }

  it('inserts the scripts only after the first contentful paint, once', () => {
    const report = fakeObserver();
    run();
    jest.advanceTimersByTime(100);
    expect(inserted()).toEqual([]);
    report('first-paint'); // a paint of the background only
    jest.advanceTimersByTime(100);
    expect(inserted()).toEqual([]);
    report('first-contentful-paint');
    expect(inserted()).toEqual([]); // in the next task, not inside the observer callback
    jest.advanceTimersByTime(0);
    expect(inserted()).toEqual(started);
    jest.advanceTimersByTime(5000); // the safety timer does not insert them again
    expect(inserted()).toEqual(started);
  });

  it('starts at once in a page being prerendered (it paints only when shown)', () => {
    fakeObserver();
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      run();
      expect(inserted()).toEqual(started);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });

  it('starts after four seconds when the page never paints (a background tab)', () => {
    fakeObserver();
    run();
    jest.advanceTimersByTime(3999);
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(inserted()).toEqual(started);
  });

  it('waits for the first frame where the browser has no Paint Timing', () => {
    window.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    run();
    expect(inserted()).toEqual([]);
    expect(frame).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(20);
    expect(inserted()).toEqual(started);
    frame.mockRestore();
  });
});

describe('withCompileHint', () => {
  it('puts the hint first, once', () => {
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([])';
    expect(withCompileHint(chunk)).toBe(`${compileHint}${chunk}`);
    expect(withCompileHint(withCompileHint(chunk))).toBe(`${compileHint}${chunk}`);
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
  });
});
