import type { Testimonial } from '@/content/types';
import { ResponsiveImage } from './ResponsiveImage';
import { Rating } from './Rating';
import styles from './TestimonialCard.module.scss';

/** One customer quote with its result headline, rating and who said it. */
export function TestimonialCard({
  testimonial,
  tone = 'light',
}: {
  testimonial: Testimonial;
  tone?: 'light' | 'dark';
}) {
  return (
    <figure className={`${styles.card} ${tone === 'dark' ? styles.dark : ''}`}>
      <Rating value={testimonial.rating} />
      <p className={styles.headline}>{testimonial.headline}</p>
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <ResponsiveImage image={testimonial.logo} className={styles.logo} />
        <span>
          <span className={styles.author}>{testimonial.author}</span>
          <span className={styles.org}>{testimonial.organisation}</span>
        </span>
      </figcaption>
    </figure>
  );
}
