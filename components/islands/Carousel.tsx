'use client';
// Client island: the server HTML is already a working carousel (a scroll-snap strip whose controls
// are links to the slides); the island moves it without fragment jumps and, when it nears the
// viewport, starts Swiper on the same markup (autoplay, loop, the spec's transitions).
import {
  Children,
  memo,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { CarouselConfig } from '@/content/types';
import { carouselCss, nextLinks, slideId } from './carousel-config';
import type { CarouselSwiper } from './carousel-swiper';
import { onDemand } from './on-demand';
import 'swiper/css';
import styles from './Carousel.module.scss';

const loadSwiper = onDemand(() => import('./carousel-swiper'));

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

type Move = 'previous' | 'next' | number;

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

const reducedMotionNow = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The strip's slides and the scroll offset that brings each to the start of the view. */
function stripSlides(strip: HTMLElement) {
  const slides = [...strip.querySelectorAll<HTMLElement>('.swiper-slide')];
  const origin = slides[0]?.offsetLeft ?? 0;
  return slides.map((slide) => slide.offsetLeft - origin);
}

/** Index of the slide at the start of the strip's view (before Swiper). */
function firstInView(strip: HTMLElement): number {
  const offsets = stripSlides(strip);
  let index = 0;
  offsets.forEach((offset, i) => {
    if (Math.abs(offset - strip.scrollLeft) < Math.abs(offsets[index]! - strip.scrollLeft)) {
      index = i;
    }
  });
  return index;
}

/**
 * Resolves once the strip has held still for a few frames: a fragment jump or a swipe from before
 * hydration may still be scrolling it, and Swiper must start from where it comes to rest.
 */
function stripAtRest(strip: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let last = strip.scrollLeft;
    let still = 0;
    const check = () => {
      still = strip.scrollLeft === last ? still + 1 : 0;
      last = strip.scrollLeft;
      if (still >= 3) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Moves the scroll-snap strip as Swiper would (one slide; a looping carousel wraps around), for the
 * moments between hydration and Swiper's start: no fragment jump, no history entry.
 */
function scrollStrip(strip: HTMLElement, move: Move, loop: boolean) {
  const offsets = stripSlides(strip);
  const last = offsets.length - 1;
  const atEnd = strip.scrollLeft >= strip.scrollWidth - strip.clientWidth - 1;
  const first = firstInView(strip);
  let target: number;
  if (move === 'next') target = atEnd ? (loop ? 0 : first) : first + 1;
  else if (move === 'previous') target = first === 0 ? (loop ? last : 0) : first - 1;
  else target = move;
  strip.scrollTo({
    left: offsets[Math.min(Math.max(target, 0), last)] ?? 0,
    behavior: reducedMotionNow() ? 'instant' : 'smooth',
  });
}

/**
 * Autoplay per the WAI-ARIA carousel pattern: runs only while the visitor has not paused it, is
 * not hovering or focused inside it, and, unless started by hand, has not asked for reduced motion.
 */
function useAutoplay(delay: number | undefined, reducedMotion: boolean) {
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const available = delay !== undefined;
  const playing = available && (choice ? choice === 'play' : !reducedMotion);
  return {
    available,
    /** The visitor's choice (the pause / play button); reduced motion starts it paused. */
    playing,
    running: playing && !hovered && !focused,
    focused,
    toggle: () => setChoice(playing ? 'stop' : 'play'),
    setHovered,
    setFocused,
  };
}

/**
 * The slides, rendered once: React never touches them again after hydration, because Swiper moves
 * their nodes (loop mode) and sets their classes and styles. The props never change.
 */
const Slides = memo(function Slides({ id, children }: { id: string; children: ReactNode }) {
  const slides = Children.toArray(children);
  return (
    <div className="swiper-wrapper">
      {slides.map((slide, index) => (
        <div
          key={index}
          id={slideId(id, index)}
          className={`swiper-slide ${styles.slide}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${slides.length}`}
        >
          {slide}
        </div>
      ))}
    </div>
  );
});

/**
 * WAI-ARIA carousel: a labelled group of labelled slides with previous / next controls, optional
 * pagination and optional autoplay with a pause button. Before Swiper runs it is a scroll-snap
 * strip and the controls are links to the slides; Swiper then takes over the same elements.
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
  const count = Children.count(children);
  const rootRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<CarouselSwiper | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [wanted, setWanted] = useState(false);
  const [started, setStarted] = useState(false);
  const [current, setCurrent] = useState(0);
  const autoplay = useAutoplay(config.autoplay?.delay, reducedMotion);
  const showNavigation = config.navigation !== false && count > 1;
  const showPagination = config.pagination === true && count > 1;
  const running = started && autoplay.running && count > 1;

  // Swiper's code is fetched when the carousel is within a screen of the viewport.
  useEffect(() => {
    const element = rootRef.current;
    if (!element || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  // Swiper takes over the strip where the visitor left it.
  useEffect(() => {
    const root = rootRef.current;
    const strip = stripRef.current;
    if (!wanted || !root || !strip) return;
    let cancelled = false;
    let swiper: CarouselSwiper | null = null;
    loadSwiper().then(async ({ startSwiper }) => {
      await stripAtRest(strip);
      if (cancelled) return;
      const initialSlide = firstInView(strip);
      // Swiper moves the slides by transform; a scrolled strip would add its offset to that.
      if (strip.scrollLeft !== 0) strip.scrollTo({ left: 0, behavior: 'instant' });
      swiper = startSwiper(strip, {
        config,
        reducedMotion: reducedMotionNow(),
        initialSlide,
        nextEl: root.querySelector('[data-next]') ? `#${id} [data-next]` : undefined,
        prevEl: `#${id} [data-previous]`,
      });
      swiperRef.current = swiper;
      swiper.on('realIndexChange', (instance) => setCurrent(instance.realIndex));
      setCurrent(swiper.realIndex);
      setStarted(true);
    });
    return () => {
      cancelled = true;
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
    // The config is content (static for the page); Swiper starts once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);

  // Before Swiper: the current pagination dot follows the strip's scroll position.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip || started || !showPagination) return;
    const update = () => setCurrent(firstInView(strip));
    strip.addEventListener('scroll', update, { passive: true });
    return () => strip.removeEventListener('scroll', update);
  }, [started, showPagination]);

  // Autoplay is Swiper's; this keeps it in step with the pause button, hover and focus.
  useEffect(() => {
    const swiperAutoplay = swiperRef.current?.autoplay;
    if (!started || !swiperAutoplay) return;
    if (running && !swiperAutoplay.running) swiperAutoplay.start();
    if (!running && swiperAutoplay.running) swiperAutoplay.stop();
  }, [started, running]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper) swiper.params.speed = reducedMotion ? 0 : config.speed;
  }, [started, reducedMotion, config.speed]);

  /** A control link: Swiper's Navigation handles next / previous itself once it runs. */
  const follow = (event: MouseEvent<HTMLAnchorElement>, move: Move) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    const swiper = swiperRef.current;
    const strip = stripRef.current;
    if (swiper && typeof move === 'number') {
      if (swiper.params.loop) swiper.slideToLoop(move);
      else swiper.slideTo(move);
    } else if (!swiper && strip) {
      scrollStrip(strip, move, config.loop);
      setWanted(true);
    }
  };

  // Once Swiper runs the links act as buttons (A11y gives next / previous role=button): Space
  // presses them too. Enter activates a link natively, which Navigation handles; A11y's own Enter
  // handler on the same links would move a second time when there is no transition to block it.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const control = (event.target as HTMLElement).closest<HTMLElement>('a[role="button"]');
    if (!control || !started || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.stopPropagation();
    if (event.key === ' ') {
      event.preventDefault();
      control.click();
    }
  };

  const nextLinkTargets = nextLinks(config, count);
  const controlled = `${id}-slides`;

  return (
    <div
      ref={rootRef}
      id={id}
      className={`${styles.carousel} ${tone === 'dark' ? styles.dark : ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={autoplay.available ? (running ? 'running' : 'paused') : undefined}
      data-enhanced={started ? '' : undefined}
      onPointerEnter={() => {
        loadSwiper();
        autoplay.setHovered(true);
      }}
      onPointerLeave={() => autoplay.setHovered(false)}
      onFocus={() => {
        setWanted(true);
        autoplay.setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) autoplay.setFocused(false);
      }}
      onKeyDownCapture={onKeyDownCapture}
    >
      <style href={`carousel-${id}`} precedence="default">
        {carouselCss(id, config, count)}
      </style>
      {showNavigation || autoplay.available ? (
        <div className={styles.controls}>
          {autoplay.available ? (
            // Only once Swiper runs is there a slide show to stop (hidden, not absent, before).
            <button
              type="button"
              className={`${styles.control} ${styles.autoplay}`}
              aria-label={
                autoplay.playing ? 'Stop automatic slide show' : 'Start automatic slide show'
              }
              aria-controls={controlled}
              onClick={autoplay.toggle}
            >
              {autoplay.playing ? pauseIcon : playIcon}
            </button>
          ) : null}
          {showNavigation ? (
            <>
              {/* Previous from the first slide: a looping carousel shows its last slide, as
                  Swiper will; one that does not loop stays at its first. */}
              <a
                href={`#${slideId(id, config.loop ? count - 1 : 0)}`}
                className={styles.control}
                aria-label="Previous slide"
                aria-controls={controlled}
                data-previous=""
                onClick={(event) => follow(event, 'previous')}
              >
                {previousIcon}
              </a>
              {nextLinkTargets.map(({ slide }) => (
                <a
                  key={slide}
                  href={`#${slideId(id, slide)}`}
                  className={styles.control}
                  aria-label="Next slide"
                  aria-controls={controlled}
                  data-next={slide}
                  onClick={(event) => follow(event, 'next')}
                >
                  {nextIcon}
                </a>
              ))}
            </>
          ) : null}
        </div>
      ) : null}
      <div
        ref={stripRef}
        className="swiper"
        id={controlled}
        // Before Swiper the strip scrolls: a keyboard user can focus it and use the arrow keys.
        // Once Swiper runs it no longer scrolls (left focusable while focus is inside, so a focused
        // strip does not drop focus when Swiper starts under it).
        role="group"
        aria-label="Slides"
        tabIndex={started && !autoplay.focused ? undefined : 0}
        aria-live={running ? 'off' : 'polite'}
      >
        <Slides id={id}>{children}</Slides>
      </div>
      {showPagination ? (
        // Hand-written, not Swiper's Pagination: its bullets are rendered with innerHTML, which
        // would replace these server links (and their focus) under the visitor.
        <div className={styles.pagination}>
          {Array.from({ length: count }, (_, index) => (
            <a
              key={index}
              href={`#${slideId(id, index)}`}
              className={styles.dot}
              role={started ? 'button' : undefined}
              aria-label={`Show slide ${index + 1} of ${count}`}
              aria-current={index === current ? 'true' : undefined}
              aria-controls={controlled}
              onClick={(event) => follow(event, index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
