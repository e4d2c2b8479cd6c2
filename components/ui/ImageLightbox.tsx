'use client';
// Client island: yet-another-react-lightbox with its Zoom plugin for images (loaded on first open).
import { useMemo } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { Img } from '@/content/types';

/** Image lightbox constants (spec §9). */
export const LIGHTBOX = {
  /** Largest zoom, pinch or buttons. */
  maxZoom: 4.5,
  doubleTapDelay: 250,
  /** The library has no long-tap or swipe-tolerance settings; kept for reference. */
  longTapDelay: 750,
  swipeTolerance: { x: 40, y: 65 },
} as const;

/** The library's default slide padding (carousel.padding). */
const PADDING = 16;

type ImageLightboxProps = {
  images: Img[];
  index: number;
  open: boolean;
  onClose: () => void;
  /** Called once the closing animation ends (to return focus). */
  onClosed?: () => void;
};

/**
 * The library's maximum zoom is the image's declared width × maxZoomPixelRatio over its shown
 * width. Our images are SVG (sharp at any size), so each is declared at the size it is shown in
 * this window: the maximum zoom is then exactly `maxZoomPixelRatio`.
 */
function fitToWindow(image: Img): { width: number; height: number } {
  if (typeof window === 'undefined') return { width: image.width, height: image.height };
  const scale = Math.min(
    (window.innerWidth - 2 * PADDING) / image.width,
    (window.innerHeight - 2 * PADDING) / image.height,
  );
  return {
    width: Math.floor(image.width * scale),
    height: Math.floor(image.height * scale),
  };
}

export function ImageLightbox({ images, index, open, onClose, onClosed }: ImageLightboxProps) {
  const slides = useMemo(
    () =>
      open
        ? images.map((image) => ({ src: image.src, alt: image.alt, ...fitToWindow(image) }))
        : [],
    [images, open],
  );
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom]}
      zoom={{
        maxZoomPixelRatio: LIGHTBOX.maxZoom,
        zoomInMultiplier: 1.5,
        doubleTapDelay: LIGHTBOX.doubleTapDelay,
        doubleClickDelay: LIGHTBOX.doubleTapDelay,
      }}
      controller={{ closeOnBackdropClick: true }}
      on={{ exited: onClosed }}
      labels={{ Close: 'Close image viewer' }}
    />
  );
}
