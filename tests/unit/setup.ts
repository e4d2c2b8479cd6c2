import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom's globals lack Node's TextDecoder, which the content loaders' image-size reads headers with.
if (typeof globalThis.TextDecoder === 'undefined') {
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}

// jsdom has no matchMedia; react-bootstrap's Offcanvas and our reduced-motion checks call it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no IntersectionObserver; report every observed element as visible right away.
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class ImmediateIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    writable: true,
    value: ImmediateIntersectionObserver,
  });
}

// Islands are split into lazily loaded chunks for the browser (components/islands/index.tsx); unit
// tests render the island components directly. Chunk loading is covered by the e2e tests.
jest.mock('@/components/islands', () => ({
  Carousel: jest.requireActual('@/components/islands/Carousel').Carousel,
  Tabs: jest.requireActual('@/components/islands/Tabs').Tabs,
  HelpSearch: jest.requireActual('@/components/islands/HelpSearch').HelpSearch,
  VideoButton: jest.requireActual('@/components/islands/VideoButton').VideoButton,
  PortfolioViewer: jest.requireActual('@/components/islands/PortfolioViewer').PortfolioViewer,
}));

// findBy… and waitFor wait for a state, up to this long: an island's code is imported on demand
// (Swiper's, the lightbox's), and on a loaded two-core CI machine that took over Testing Library's
// default second. A passing state still ends the wait at once; jest's own limit per test is 30 s.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(30_000);
