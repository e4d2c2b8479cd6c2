import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { CarouselConfig } from '@/content/types';

// A stand-in for the Swiper track: records what the carousel asks it to do.
const swiper = {
  slideNext: jest.fn(),
  slidePrev: jest.fn(),
  slideTo: jest.fn(),
  slideToLoop: jest.fn(),
  params: { loop: true },
  realIndex: 0,
};
jest.mock('@/components/ui/SwiperTrack', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    SwiperTrack: ({
      id,
      live,
      onSwiper,
    }: {
      id: string;
      live: boolean;
      onSwiper: (instance: typeof swiper) => void;
    }) => {
      useEffect(() => onSwiper(swiper), [onSwiper]);
      return <div id={id} data-testid="track" aria-live={live ? 'polite' : 'off'} />;
    },
  };
});

import { Carousel } from '@/components/ui/Carousel';

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

async function renderCarousel(config: CarouselConfig = autoplayConfig) {
  const view = render(
    <Carousel id="quotes" label="Quotes" config={config} previousIcon="‹" nextIcon="›">
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </Carousel>,
  );
  await waitFor(() => expect(screen.getByTestId('track')).toBeInTheDocument());
  return view;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('Carousel autoplay', () => {
  it('moves on every delay until the pause button stops it, and starts again on play', async () => {
    await renderCarousel();
    act(() => jest.advanceTimersByTime(2500));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2500));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    // Rotating content is not announced; paused content is.
    expect(screen.getByTestId('track')).toHaveAttribute('aria-live', 'off');

    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('track')).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => jest.advanceTimersByTime(2500));
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
  });

  it('stops while the pointer is over it or focus is inside it', async () => {
    await renderCarousel();
    const carousel = screen.getByRole('group', { name: 'Quotes' });
    fireEvent.pointerEnter(carousel);
    act(() => jest.advanceTimersByTime(7500));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    fireEvent.pointerLeave(carousel);
    act(() => jest.advanceTimersByTime(2500));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);

    act(() => screen.getByRole('button', { name: 'Show slide 2 of 3' }).focus());
    act(() => jest.advanceTimersByTime(7500));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Show slide 2 of 3' }).blur());
    act(() => jest.advanceTimersByTime(2500));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
  });

  it('does not run under prefers-reduced-motion but can be started by hand', async () => {
    setReducedMotion(true);
    await renderCarousel();
    act(() => jest.advanceTimersByTime(10_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    const play = screen.getByRole('button', { name: 'Start automatic slide show' });
    expect(play).toBeInTheDocument();
  });

  it('has no autoplay button when the config has no autoplay', async () => {
    await renderCarousel({ ...autoplayConfig, autoplay: undefined });
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
  });
});

describe('Carousel pagination', () => {
  it('has one button per slide that moves to it, the current one marked', async () => {
    await renderCarousel({ ...autoplayConfig, autoplay: undefined });
    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(dots[2]!);
    expect(swiper.slideToLoop).toHaveBeenCalledWith(2);
  });

  it('is absent unless the config asks for it', async () => {
    await renderCarousel({ ...autoplayConfig, pagination: undefined, autoplay: undefined });
    expect(screen.queryByRole('button', { name: /^Show slide/ })).toBeNull();
  });
});
