'use client';
// Client island: Swiper needs the DOM to measure and move slides. Slides arrive server-rendered.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { ArrowLeft, ArrowRight } from 'react-bootstrap-icons';
import type { CarouselConfig } from '@/content/types';
import { preInitCss, toSwiperOptions } from './carousel-config';
import 'swiper/css';
import styles from './Carousel.module.scss';

type CarouselProps = {
  id: string;
  /** Accessible name of the carousel. */
  label: string;
  config: CarouselConfig;
  tone?: 'light' | 'dark';
  children: ReactNode;
};

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

/** WAI-ARIA carousel: a labelled group of labelled slides with previous / next buttons. */
export function Carousel({ id, label, config, tone = 'light', children }: CarouselProps) {
  const slides = Children.toArray(children);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const options = toSwiperOptions(config, reducedMotion);
  const showNavigation = config.navigation !== false && slides.length > 1;

  return (
    <div
      id={id}
      className={`${styles.carousel} ${tone === 'dark' ? styles.dark : ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
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
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <ArrowLeft size={20} aria-hidden="true" focusable="false" />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Next slide"
            aria-controls={`${id}-slides`}
            onClick={() => swiperRef.current?.slideNext()}
          >
            <ArrowRight size={20} aria-hidden="true" focusable="false" />
          </button>
        </div>
      ) : null}
      <Swiper
        {...options}
        id={`${id}-slides`}
        aria-live="polite"
        watchSlidesProgress
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            className={styles.slide}
          >
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
