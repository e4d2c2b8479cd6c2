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
  children: ReactNode;
};

type Direction = 'previous' | 'next';

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

/** WAI-ARIA carousel: a labelled group of labelled slides with previous / next buttons. */
export function Carousel({
  id,
  label,
  config,
  tone = 'light',
  previousIcon,
  nextIcon,
  children,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pending = useRef<Direction | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [SwiperTrack, activate] = useSwiperTrack(rootRef);
  const showNavigation = config.navigation !== false && slides.length > 1;
  const slideLabel = (index: number) => `${index + 1} of ${slides.length}`;

  const move = (direction: Direction) => {
    const swiper = swiperRef.current;
    if (!swiper) {
      pending.current = direction;
      activate();
      return;
    }
    if (direction === 'next') swiper.slideNext();
    else swiper.slidePrev();
  };

  return (
    <div
      ref={rootRef}
      id={id}
      className={`${styles.carousel} ${tone === 'dark' ? styles.dark : ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={loadTrack}
      onFocus={loadTrack}
    >
      <style href={`carousel-${id}`} precedence="default">
        {preInitCss(id, config)}
      </style>
      {showNavigation ? (
        <div className={styles.controls}>
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
        </div>
      ) : null}
      {SwiperTrack ? (
        <SwiperTrack
          id={`${id}-slides`}
          options={toSwiperOptions(config, reducedMotion)}
          slides={slides}
          slideLabel={slideLabel}
          slideClassName={styles.slide}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
            const direction = pending.current;
            pending.current = null;
            if (direction === 'next') swiper.slideNext();
            if (direction === 'previous') swiper.slidePrev();
          }}
        />
      ) : (
        // Same markup Swiper renders, laid out by the pre-init CSS above: no shift when it starts.
        <div className="swiper" id={`${id}-slides`} aria-live="polite">
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
    </div>
  );
}
