import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CarouselConfig } from '@/content/types';

// A stand-in for Swiper: records what the island asks of it (Swiper's own behaviour is covered by
// the e2e tests against the built site).
type Listener = (instance: typeof swiper) => void;
const listeners: Record<string, Listener[]> = {};
const swiper = {
  autoplay: {
    running: false,
    start: jest.fn(() => {
      swiper.autoplay.running = true;
    }),
    stop: jest.fn(() => {
      swiper.autoplay.running = false;
    }),
  },
  slideNext: jest.fn(),
  slidePrev: jest.fn(),
  slideTo: jest.fn(),
  slideToLoop: jest.fn(),
  destroy: jest.fn(),
  params: { loop: true, speed: 800 },
  realIndex: 0,
  on: (event: string, listener: Listener) => {
    (listeners[event] ??= []).push(listener);
  },
};
const startSwiper = jest.fn((_element: HTMLElement, options: { config: CarouselConfig }) => {
  // Swiper's Autoplay starts on its own when the config has one.
  swiper.autoplay.running = Boolean(options.config.autoplay);
  return swiper;
});
jest.mock('@/components/islands/carousel-swiper', () => ({
  startSwiper: (...args: Parameters<typeof startSwiper>) => startSwiper(...args),
}));

import { Carousel } from '@/components/islands/Carousel';

const autoplayConfig: CarouselConfig = {
  slidesPerView: 1,
  spaceBetween: 20,
  speed: 800,
  loop: true,
  pagination: true,
  autoplay: { delay: 2500 },
};

function setReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function renderCarousel(config: CarouselConfig = autoplayConfig) {
  return render(
    <Carousel id="quotes" label="Quotes" config={config} previousIcon="‹" nextIcon="›">
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>,
  );
}

/** Renders and lets Swiper start (jsdom reports the carousel in view at once). */
async function renderStarted(config: CarouselConfig = autoplayConfig) {
  const view = renderCarousel(config);
  await waitFor(() => expect(startSwiper).toHaveBeenCalled());
  await waitFor(() => expect(carousel()).toHaveAttribute('data-enhanced'));
  return view;
}

const carousel = () => screen.getByRole('group', { name: 'Quotes' });
const strip = () => screen.getByRole('group', { name: 'Slides' });

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  for (const key of Object.keys(listeners)) delete listeners[key];
  swiper.autoplay.running = false;
  swiper.realIndex = 0;
  setReducedMotion(false);
  // jsdom has no layout: a scroll is recorded, not performed.
  HTMLElement.prototype.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('Carousel taking over the server markup', () => {
  it('starts Swiper on the server-rendered strip, from where it rests, with the server links', async () => {
    renderCarousel();
    const serverStrip = strip();
    await waitFor(() => expect(startSwiper).toHaveBeenCalledTimes(1));
    const [element, options] = startSwiper.mock.calls[0]!;
    expect(element).toBe(serverStrip);
    expect(options).toMatchObject({
      initialSlide: 0,
      nextEl: '#quotes [data-next]',
      prevEl: '#quotes [data-previous]',
    });
    // The slides are the server's nodes, still there.
    expect(serverStrip.querySelectorAll('.swiper-slide')).toHaveLength(3);
  });

  it('before Swiper, a control moves the strip instead of jumping to the fragment', () => {
    // Swiper never arrives in this test: the carousel is out of reach of the observer.
    const observe = jest
      .spyOn(window.IntersectionObserver.prototype, 'observe')
      .mockImplementation(() => undefined);
    renderCarousel({ ...autoplayConfig, autoplay: undefined });
    const next = screen.getByRole('link', { name: 'Next slide' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      next.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(HTMLElement.prototype.scrollTo).toHaveBeenCalled();
    observe.mockRestore();
  });
});

describe('Carousel autoplay', () => {
  it('runs Swiper’s autoplay until the pause button stops it, and starts it again on play', async () => {
    await renderStarted();
    expect(carousel()).toHaveAttribute('data-autoplay', 'running');
    // Rotating content is not announced; paused content is.
    expect(strip()).toHaveAttribute('aria-live', 'off');

    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(swiper.autoplay.stop).toHaveBeenCalledTimes(1);
    expect(carousel()).toHaveAttribute('data-autoplay', 'paused');
    expect(strip()).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    expect(swiper.autoplay.start).toHaveBeenCalledTimes(1);
    expect(carousel()).toHaveAttribute('data-autoplay', 'running');
  });

  it('stops while the pointer is over it or focus is inside it', async () => {
    await renderStarted();
    fireEvent.pointerEnter(carousel());
    expect(swiper.autoplay.stop).toHaveBeenCalledTimes(1);
    fireEvent.pointerLeave(carousel());
    expect(swiper.autoplay.start).toHaveBeenCalledTimes(1);

    const dot = screen.getByRole('button', { name: 'Show slide 2 of 3' });
    act(() => dot.focus());
    expect(swiper.autoplay.stop).toHaveBeenCalledTimes(2);
    act(() => dot.blur());
    expect(swiper.autoplay.start).toHaveBeenCalledTimes(2);
  });

  it('does not run under prefers-reduced-motion but can be started by hand', async () => {
    setReducedMotion(true);
    await renderStarted();
    expect(swiper.autoplay.stop).toHaveBeenCalled();
    expect(swiper.autoplay.running).toBe(false);
    expect(carousel()).toHaveAttribute('data-autoplay', 'paused');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('has no autoplay button when the config has no autoplay', async () => {
    await renderStarted({ ...autoplayConfig, autoplay: undefined });
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    expect(carousel()).not.toHaveAttribute('data-autoplay');
  });
});

describe('Carousel pagination', () => {
  it('has one control per slide that moves Swiper to it, the current one marked', async () => {
    await renderStarted({ ...autoplayConfig, autoplay: undefined });
    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      dots[2]!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(swiper.slideToLoop).toHaveBeenCalledWith(2);

    swiper.realIndex = 2;
    act(() => listeners.realIndexChange?.forEach((listener) => listener(swiper)));
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('presses a control with Space once Swiper runs (the links act as buttons then)', async () => {
    await renderStarted({ ...autoplayConfig, autoplay: undefined });
    const dot = screen.getByRole('button', { name: 'Show slide 3 of 3' });
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    act(() => {
      dot.dispatchEvent(space);
    });
    expect(space.defaultPrevented).toBe(true);
    expect(swiper.slideToLoop).toHaveBeenCalledWith(2);
  });

  it('is absent unless the config asks for it', async () => {
    await renderStarted({ ...autoplayConfig, pagination: undefined, autoplay: undefined });
    expect(screen.queryByRole('button', { name: /^Show slide/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Show slide/ })).toBeNull();
  });
});
