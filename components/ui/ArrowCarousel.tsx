import type { ReactNode } from 'react';
import type { CarouselConfig, Tone } from '@/content/types';
import { Carousel } from '@/components/islands';
import { Icon } from './Icon';

type ArrowCarouselProps = {
  id: string;
  /** Accessible name of the carousel. */
  label: string;
  config: CarouselConfig;
  /** The section's tone: dark draws light controls. */
  tone: Tone;
  /** The slides, rendered on the server. */
  children: ReactNode;
};

/** The Carousel island as sections use it: the site's arrow icons, controls in the section's tone. */
export function ArrowCarousel({ id, label, config, tone, children }: ArrowCarouselProps) {
  return (
    <Carousel
      id={id}
      label={label}
      config={config}
      tone={tone === 'dark' ? 'dark' : 'light'}
      previousIcon={<Icon name="arrowLeft" />}
      nextIcon={<Icon name="arrowRight" />}
    >
      {children}
    </Carousel>
  );
}
