import type { LogosSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { ArrowCarousel } from '@/components/ui/ArrowCarousel';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import styles from './Logos.module.scss';

/** Customer, partner or sponsor logos: a wrapped row, or a carousel when the content asks for one. */
export function Logos({ id, eyebrow, title, lead, tone, logos, carousel }: LogosSection) {
  const dark = tone === 'dark';
  const tiles = logos.map((logo) => (
    <div key={logo.src + logo.alt} className={`${styles.tile} ${dark ? styles.dark : ''}`}>
      <ResponsiveImage image={logo} className={styles.logo} />
    </div>
  ));
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      {carousel ? (
        <ArrowCarousel id={`${id}-carousel`} label={title} config={carousel} tone={tone}>
          {tiles}
        </ArrowCarousel>
      ) : (
        <ul className={styles.row}>
          {tiles.map((tile, index) => (
            <li key={index}>{tile}</li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
