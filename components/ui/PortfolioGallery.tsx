'use client';
// Client island: the portfolio filter (toggle buttons) and the image lightbox, whose code and CSS
// load only when a visitor first opens an item.
import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import type { PortfolioItem } from '@/content/types';
import styles from './PortfolioGallery.module.scss';

const loadLightbox = () => import('./ImageLightbox').then((module) => module.ImageLightbox);
const ImageLightbox = dynamic(loadLightbox, { ssr: false });

/** Label of the filter that shows every item. */
export const ALL = 'All';

type PortfolioGalleryProps = {
  id: string;
  /** Accessible name of the filter button group. */
  label: string;
  categories: string[];
  items: PortfolioItem[];
  tone?: 'light' | 'dark';
};

export function PortfolioGallery({
  id,
  label,
  categories,
  items,
  tone = 'light',
}: PortfolioGalleryProps) {
  const [filter, setFilter] = useState(ALL);
  const [openIndex, setOpenIndex] = useState(-1);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const shown = items.filter((item) => filter === ALL || item.categories.includes(filter));
  const count = shown.length === 1 ? '1 item' : `${shown.length} items`;

  return (
    <div className={`${styles.gallery} ${tone === 'dark' ? styles.dark : ''}`}>
      <div role="group" aria-label={label} className={styles.filters}>
        {[ALL, ...categories].map((category) => (
          <button
            key={category}
            type="button"
            className={styles.filter}
            aria-pressed={filter === category}
            aria-controls={`${id}-items`}
            onClick={() => setFilter(category)}
          >
            {category}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {filter === ALL ? `Showing all ${count}` : `Showing ${count} in ${filter}`}
      </p>
      <ul id={`${id}-items`} className={styles.grid}>
        {items.map((item) => {
          const index = shown.indexOf(item);
          return (
            <li key={item.title} hidden={index < 0} className={styles.item}>
              <button
                type="button"
                className={styles.open}
                aria-haspopup="dialog"
                aria-label={`Open ${item.title} in the image viewer`}
                onPointerEnter={loadLightbox}
                onFocus={loadLightbox}
                onClick={(event) => {
                  trigger.current = event.currentTarget;
                  setUsed(true);
                  setOpenIndex(index);
                }}
              >
                <img
                  src={item.image.src}
                  alt=""
                  width={item.image.width}
                  height={item.image.height}
                  loading="lazy"
                  decoding="async"
                />
              </button>
              <h3 className={styles.title}>{item.title}</h3>
              <p className={styles.categories}>{item.categories.join(', ')}</p>
            </li>
          );
        })}
      </ul>
      {used ? (
        <ImageLightbox
          images={shown.map((item) => item.image)}
          index={Math.max(openIndex, 0)}
          open={openIndex >= 0}
          onClose={() => setOpenIndex(-1)}
          onClosed={() => trigger.current?.focus()}
        />
      ) : null}
    </div>
  );
}
