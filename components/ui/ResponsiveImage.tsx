import type { Img } from '@/content/types';
import type { LeadImg } from '@/content/schema/refs';

type ResponsiveImageProps = {
  /** `inline` (a data URL the loader attached: content/load/images.ts) is used when `priority`. */
  image: Img | LeadImg;
  /** The page's largest above-the-fold image: in the HTML itself when small, else high priority. */
  priority?: boolean;
  className?: string;
};

/** An `<img>` with its intrinsic size (no layout shift), lazy unless it is the LCP candidate. */
export function ResponsiveImage({ image, priority = false, className }: ResponsiveImageProps) {
  const inline = priority && 'inline' in image ? image.inline : undefined;
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
