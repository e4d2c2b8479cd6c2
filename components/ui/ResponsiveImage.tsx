import { preload } from 'react-dom';
import type { Img } from '@/content/types';
import styles from './ResponsiveImage.module.scss';

type ResponsiveImageProps = {
  /** As the loader prepared it (content/load/images.ts): an SVG file, or a photo's variants. */
  image: Img;
  /** The page's largest above-the-fold image: in the HTML itself when a small SVG, else preloaded. */
  priority?: boolean;
  className?: string;
};

const focusClass: Partial<Record<NonNullable<Img['focus']>, string | undefined>> = {
  top: styles.top,
  bottom: styles.bottom,
  left: styles.left,
  right: styles.right,
  'top left': styles.topLeft,
  'top right': styles.topRight,
  'bottom left': styles.bottomLeft,
  'bottom right': styles.bottomRight,
};

/**
 * An image with its intrinsic size (no layout shift), lazy unless it is the LCP candidate. A photo
 * is a <picture>: AVIF, then WebP, at the widths of its ladder for the slot's `sizes`, and a
 * fallback in its own format; leading the page, it is preloaded (the preload scanner then fetches
 * it with the HTML, not after the CSS).
 */
export function ResponsiveImage({ image, priority = false, className }: ResponsiveImageProps) {
  const { sources, sizes } = image;
  const classes = [className, styles.photo, image.focus && focusClass[image.focus]];
  if (sources?.length === 0) {
    // A photo the build has not cropped yet (the editor's preview of an upload: the file itself):
    // its slot's shape (`width` × `height`) around its focal point, as the build will crop it,
    // not the file's own shape.
    return (
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={classes.filter(Boolean).join(' ')}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        decoding="async"
        data-slot={image.slot}
      />
    );
  }
  if (!sources) {
    const inline = priority ? image.inline : undefined;
    return (
      <img
        src={inline ?? image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority && !inline ? 'high' : undefined}
      />
    );
  }
  if (priority) {
    const [first] = sources;
    preload(image.src, {
      as: 'image',
      imageSrcSet: first!.srcSet,
      imageSizes: sizes,
      type: first!.type,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={classes.filter(Boolean).join(' ')}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        data-slot={image.slot}
      />
    </picture>
  );
}

/** The largest variant of a photo (a link to the full-size picture), or the SVG file. */
export function fullSizeSrc(image: Img): string {
  const webp = image.sources?.find((source) => source.type === 'image/webp');
  const last = webp?.srcSet.split(', ').pop()?.split(' ')[0];
  return last ?? image.src;
}
