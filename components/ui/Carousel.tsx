'use client';
// Client island: carousel controls and state. Slides arrive server-rendered and are laid out by CSS
// until the carousel nears the viewport; only then is Swiper's code fetched (SwiperTrack).
import { Children, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { CarouselConfig } from '@/content/types';
import { preInitCss, toSwiperOptions } from './carousel-config';
import 'swiper/css';
import styles from './Carousel.module.scss';

type SwiperTrackComponent = typeof import('./SwiperTrack').SwiperTrack;
const loadTrack = () => import('./SwiperTrack').then((module) => module.SwiperTrack);

type CarouselProps = {
  id: string;
  /** Accessible name of the carousel. */
  label: string;
  config: CarouselConfig;
  tone?: 'light' | 'dark';
  /** Icons rendered on the server, so their code stays out of the bundle. */
  previousIcon: ReactNode;
  nextIcon: ReactNode;
  /** Icons of the autoplay button (small inline glyphs by default). */
  pauseIcon?: ReactNode;
  playIcon?: ReactNode;
  children: ReactNode;
};

const PauseGlyph = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M4 2h3v12H4zM9 2h3v12H9z" />
  </svg>
);
const PlayGlyph = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M4 2l10 6-10 6z" />
  </svg>
);

type Move = 'previous' | 'next' | { to: number };

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * Swiper's component once the carousel is within a screen of the viewport (or asked to move);
 * null before, while the server-rendered slides stay in place.
 */
function useSwiperTrack(
  ref: React.RefObject<HTMLElement | null>,
): [ComponentType<React.ComponentProps<SwiperTrackComponent>> | null, () => void] {
  const [wanted, setWanted] = useState(false);
  const [track, setTrack] = useState<{ Component: SwiperTrackComponent } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, wanted]);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadTrack().then((Component) => {
      if (!cancelled) setTrack({ Component });
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return [track?.Component ?? null, () => setWanted(true)];
}

/**
 * Autoplay per the WAI-ARIA carousel pattern: runs only while the visitor has not paused it, is
 * not hovering or focused inside it, and has not asked for reduced motion.
 */
function useAutoplay(delay: number | undefined, reducedMotion: boolean) {
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const enabled = delay !== undefined && !reducedMotion;
  return {
    available: delay !== undefined,
    /** The visitor's choice (the pause / play button); reduced motion starts it paused. */
    playing: enabled && !stopped,
    running: enabled && !stopped && !hovered && !focused,
    toggle: () => (enabled ? setStopped((value) => !value) : undefined),
    setHovered,
    setFocused,
  };
}

/**
 * WAI-ARIA carousel: a labelled group of labelled slides with previous / next buttons, optional
 * clickable pagination and optional autoplay with a pause button.
 */
export function Carousel({
  id,
  label,
  config,
  tone = 'light',
  previousIcon,
  nextIcon,
  pauseIcon = <PauseGlyph />,
  playIcon = <PlayGlyph />,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pending = useRef<Move | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [SwiperTrack, activate] = useSwiperTrack(rootRef);
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState(0);
  const autoplay = useAutoplay(config.autoplay?.delay, reducedMotion);
  const showNavigation = config.navigation !== false && slides.length > 1;
  const showPagination = config.pagination === true && slides.length > 1;
  const slideLabel = (index: number) => `${index + 1} of ${slides.length}`;

  const apply = (swiper: SwiperInstance, action: Move) => {
    if (action === 'next') swiper.slideNext();
    else if (action === 'previous') swiper.slidePrev();
    else if (swiper.params.loop) swiper.slideToLoop(action.to);
    else swiper.slideTo(action.to);
  };

  const move = (action: Move) => {
    const swiper = swiperRef.current;
    if (!swiper) {
      pending.current = action;
      activate();
      return;
    }
    apply(swiper, action);
  };

  // One timer per run: restarts when the carousel is paused, hovered, focused or moved by hand.
  const running = ready && autoplay.running && slides.length > 1;
  const delay = config.autoplay?.delay;
  useEffect(() => {
    if (!running || delay === undefined) return;
    const timer = window.setInterval(() => swiperRef.current?.slideNext(), delay);
    return () => window.clearInterval(timer);
  }, [running, delay, current]);

  return (
    <div
      ref={rootRef}
      id={id}
      className={`${styles.carousel} ${tone === 'dark' ? styles.dark : ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplay.available ? (running ? 'running' : 'paused') : undefined}
      onPointerEnter={() => {
        loadTrack();
        autoplay.setHovered(true);
      }}
      onPointerLeave={() => autoplay.setHovered(false)}
      onFocus={() => {
        loadTrack();
        autoplay.setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) autoplay.setFocused(false);
      }}
    >
      <style href={`carousel-${id}`} precedence="default">
        {preInitCss(id, config)}
      </style>
      {showNavigation || autoplay.available ? (
        <div className={styles.controls}>
          {autoplay.available ? (
            <button
              type="button"
              className={styles.control}
              aria-label={
                autoplay.playing ? 'Stop automatic slide show' : 'Start automatic slide show'
              }
              aria-controls={`${id}-slides`}
              onClick={() => {
                if (!autoplay.playing) activate();
                autoplay.toggle();
              }}
            >
              {autoplay.playing ? pauseIcon : playIcon}
            </button>
          ) : null}
          {showNavigation ? (
            <>
              <button
                type="button"
                className={styles.control}
                aria-label="Previous slide"
                aria-controls={`${id}-slides`}
                onClick={() => move('previous')}
              >
                {previousIcon}
              </button>
              <button
                type="button"
                className={styles.control}
                aria-label="Next slide"
                aria-controls={`${id}-slides`}
                onClick={() => move('next')}
              >
                {nextIcon}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {SwiperTrack ? (
        <SwiperTrack
          id={`${id}-slides`}
          options={toSwiperOptions(config, reducedMotion)}
          slides={slides}
          slideLabel={slideLabel}
          slideClassName={styles.slide}
          live={!running}
          onSlideChange={(swiper) => setCurrent(swiper.realIndex)}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
            setReady(true);
            const action = pending.current;
            pending.current = null;
            if (action) apply(swiper, action);
          }}
        />
      ) : (
        // Same markup Swiper renders, laid out by the pre-init CSS above: no shift when it starts.
        <div
          className="swiper"
          id={`${id}-slides`}
          aria-live={autoplay.available ? 'off' : 'polite'}
        >
          <div className="swiper-wrapper">
            {slides.map((slide, index) => (
              <div
                key={index}
                className={`swiper-slide ${styles.slide}`}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(index)}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
      )}
      {showPagination ? (
        <div className={styles.pagination}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={`Show slide ${slideLabel(index)}`}
              aria-current={index === current ? 'true' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => move({ to: index })}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
