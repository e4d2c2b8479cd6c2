'use client';
// Client island: yet-another-react-lightbox with its Zoom plugin for images (loaded on first open).
import { useMemo, useState } from 'react';
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
 * The library's maximum zoom is the image's natural width x maxZoomPixelRatio over its shown
 * width, so a small SVG could zoom far less (or more) than the spec's 4.5. The ratio is set from
 * the width the image is shown at in this window, making the maximum exactly `LIGHTBOX.maxZoom`.
 * (Our SVGs' intrinsic size is the content's width and height.)
 */
function pixelRatioFor(image: Img | undefined): number {
  if (!image || typeof window === 'undefined') return LIGHTBOX.maxZoom;
  const shown = Math.min(
    window.innerWidth - 2 * PADDING,
    ((window.innerHeight - 2 * PADDING) * image.width) / image.height,
    image.width,
  );
  return (LIGHTBOX.maxZoom * shown) / image.width;
}

export function ImageLightbox({ images, index, open, onClose, onClosed }: ImageLightboxProps) {
  const [current, setCurrent] = useState(index);
  const slides = useMemo(
    () =>
      images.map((image) => {
        // A photo: its WebP variants, so the viewer picks the width the screen needs.
        const webp = image.sources?.find((source) => source.type === 'image/webp');
        const srcSet = webp?.srcSet.split(', ').map((entry) => {
          const [src = '', descriptor = ''] = entry.split(' ');
          const width = parseInt(descriptor, 10);
          return { src, width, height: Math.round((width * image.height) / image.width) };
        });
        return {
          src: srcSet?.at(-1)?.src ?? image.src,
          alt: image.alt,
          width: image.width,
          height: image.height,
          ...(srcSet ? { srcSet } : {}),
        };
      }),
    [images],
  );
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom]}
      zoom={{
        maxZoomPixelRatio: pixelRatioFor(images[current]),
        zoomInMultiplier: 1.5,
        doubleTapDelay: LIGHTBOX.doubleTapDelay,
        doubleClickDelay: LIGHTBOX.doubleTapDelay,
      }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => setCurrent(shown), exited: onClosed }}
      labels={{ Close: 'Close image viewer' }}
    />
  );
}
