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
  onSwiper: (swiper: SwiperInstance) => void;
};

export function SwiperTrack({
  id,
  options,
  slides,
  slideLabel,
  slideClassName,
  onSwiper,
}: SwiperTrackProps) {
  return (
    <Swiper {...options} id={id} aria-live="polite" watchSlidesProgress onSwiper={onSwiper}>
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
