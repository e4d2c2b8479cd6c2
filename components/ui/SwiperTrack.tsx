'use client';
// Client island: the Swiper instance that measures and moves the slides (loaded on demand).
import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptionsFromConfig } from './carousel-config';

type SwiperTrackProps = {
  id: string;
  options: SwiperOptionsFromConfig;
  slides: ReactNode[];
  slideLabel: (index: number) => string;
  slideClassName?: string;
  /** Announce slide changes (off while the carousel rotates by itself). */
  live: boolean;
  onSlideChange: (swiper: SwiperInstance) => void;
  onSwiper: (swiper: SwiperInstance) => void;
};

export function SwiperTrack({
  id,
  options,
  slides,
  slideLabel,
  slideClassName,
  live,
  onSlideChange,
  onSwiper,
}: SwiperTrackProps) {
  return (
    <Swiper
      {...options}
      id={id}
      aria-live={live ? 'polite' : 'off'}
      watchSlidesProgress
      onSwiper={onSwiper}
      onSlideChange={onSlideChange}
    >
      {slides.map((slide, index) => (
        <SwiperSlide
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={slideLabel(index)}
          className={slideClassName}
        >
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
