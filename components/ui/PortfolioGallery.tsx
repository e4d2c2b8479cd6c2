import type { PortfolioItem } from '@/content/types';
import { PortfolioViewer } from '@/components/islands';
import styles from './PortfolioGallery.module.scss';
import { fullSizeSrc, ResponsiveImage } from './ResponsiveImage';

/** Label of the filter that shows every item. */
export const ALL = 'All';

/** Most categories a gallery may filter by: PortfolioGallery.module.scss has one rule per index. */
export const MAX_CATEGORIES = 8;

type PortfolioGalleryProps = {
  id: string;
  /** Accessible name of the filter radio group. */
  label: string;
  categories: string[];
  items: PortfolioItem[];
  tone?: 'light' | 'dark';
};

/**
 * Work samples behind a category filter. Without scripts the filter is native radios that CSS
 * `:has(:checked)` follows (each item lists its category numbers in `data-in`), and every item is
 * a link to its full-size image. The viewer island adds the count announcement and opens the
 * links in a zoomable lightbox.
 */
export function PortfolioGallery({
  id,
  label,
  categories,
  items,
  tone = 'light',
}: PortfolioGalleryProps) {
  const memberships = items.map((item) =>
    item.categories.map((category) => categories.indexOf(category) + 1).filter(Boolean),
  );
  const filters = (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{label}</legend>
      {[ALL, ...categories].map((category, index) => (
        <label key={category} className={styles.filter}>
          <input
            type="radio"
            name={`${id}-filter`}
            value={category}
            data-filter={index}
            defaultChecked={index === 0}
            aria-controls={`${id}-items`}
            className={styles.input}
          />
          <span className={styles.text}>{category}</span>
        </label>
      ))}
    </fieldset>
  );
  const grid = (
    <ul id={`${id}-items`} className={styles.grid}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.item} data-in={memberships[index]!.join(' ')}>
          <a
            href={fullSizeSrc(item.image)}
            className={styles.open}
            data-lightbox={index}
            aria-label={`${item.title}, full-size image`}
          >
            <ResponsiveImage image={{ ...item.image, alt: '' }} />
          </a>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.categories}>{item.categories.join(', ')}</p>
        </li>
      ))}
    </ul>
  );
  return (
    <PortfolioViewer
      className={`${styles.gallery} ${tone === 'dark' ? styles.dark : ''}`}
      name={`${id}-filter`}
      categories={categories}
      images={items.map((item) => item.image)}
      memberships={memberships}
      filters={filters}
      grid={grid}
    />
  );
}
