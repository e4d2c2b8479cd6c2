import type { Img } from '@/content/types';

type ResponsiveImageProps = {
  image: Img;
  /** The page's largest above-the-fold image: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

/** An `<img>` with its intrinsic size (no layout shift), lazy unless it is the LCP candidate. */
export function ResponsiveImage({ image, priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
