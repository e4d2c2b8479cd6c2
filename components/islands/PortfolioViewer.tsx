'use client';
// Client island: over a portfolio that already filters (radios + CSS) and links to its images, it
// announces the item count and opens the image links in the zoomable lightbox, whose code and CSS
// load on the first hover, focus or click of an item.
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Img } from '@/content/types';
import { isPlainClick } from './plain-click';
import { onDemandComponent } from './on-demand';
import { useHydrated } from './use-hydrated';

const ImageLightbox = onDemandComponent(() =>
  import('./ImageLightbox').then((module) => module.ImageLightbox),
);

function subscribeChange(listener: () => void) {
  document.addEventListener('change', listener);
  return () => document.removeEventListener('change', listener);
}

type PortfolioViewerProps = {
  className: string;
  /** Name of the filter radios. */
  name: string;
  /** Filter names after "All"; radio `data-filter` n is `categories[n - 1]`, 0 is All. */
  categories: string[];
  /** Each item's full-size image, in the grid's order. */
  images: Img[];
  /** Each item's filter numbers (1-based). */
  memberships: number[][];
  /** The server-rendered filter radios and item grid (links with `data-lightbox` = item index). */
  filters: ReactNode;
  grid: ReactNode;
};

export function PortfolioViewer({
  className,
  name,
  categories,
  images,
  memberships,
  filters,
  grid,
}: PortfolioViewerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const enhanced = useHydrated();
  // The checked filter radio (uncontrolled: one chosen before hydration stays chosen).
  const filter = useSyncExternalStore(
    subscribeChange,
    () =>
      Number(
        document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.dataset.filter ??
          0,
      ),
    () => 0,
  );
  const [open, setOpen] = useState<{ item: number } | null>(null);
  const [used, setUsed] = useState(false);

  const shown = memberships.flatMap((member, index) =>
    filter === 0 || member.includes(filter) ? [index] : [],
  );
  const count = shown.length === 1 ? '1 item' : `${shown.length} items`;
  const category = categories[filter - 1];

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const linkOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-lightbox]') : null;
    const onIntent = (event: Event) => {
      if (linkOf(event.target)) void ImageLightbox.preload();
    };
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event.target);
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      trigger.current = link;
      setUsed(true);
      setOpen({ item: Number(link.dataset.lightbox) });
    };
    root.addEventListener('pointerover', onIntent);
    root.addEventListener('focusin', onIntent);
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('pointerover', onIntent);
      root.removeEventListener('focusin', onIntent);
      root.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <div ref={rootRef} className={className} data-enhanced={enhanced ? '' : undefined}>
      {filters}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {category ? `Showing ${count} in ${category}` : `Showing all ${count}`}
      </p>
      {grid}
      {used ? (
        <ImageLightbox
          images={shown.map((index) => images[index]!)}
          index={Math.max(open ? shown.indexOf(open.item) : 0, 0)}
          open={open !== null}
          onClose={() => setOpen(null)}
          onClosed={() => trigger.current?.focus()}
        />
      ) : null}
    </div>
  );
}
