import type { HeroSliderSection } from '@/content/types';
import { ArrowCarousel } from '@/components/ui/ArrowCarousel';
import { CtaButtons } from '@/components/ui/CtaButtons';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import hero from './Hero.module.scss';
import styles from './HeroSlider.module.scss';

/**
 * Rotating hero: slides server-rendered in the shared carousel, the calls to action below it so
 * they stay put while the slides move. Only the first slide's title is a heading (the page's h1).
 */
export function HeroSlider({
  tone,
  label,
  slides,
  primary,
  secondary,
  carousel,
}: HeroSliderSection) {
  const dark = tone === 'dark';
  return (
    <section className={`${hero.hero} tone-${tone}`} aria-labelledby="page-title">
      <div className="container">
        <ArrowCarousel id="hero-slider" label={label} config={carousel} tone={tone}>
          {slides.map((slide, index) => (
            <div key={slide.title} className={`${styles.slide} ${slide.image ? styles.split : ''}`}>
              <div className={styles.copy}>
                {slide.eyebrow ? <p className={hero.eyebrow}>{slide.eyebrow}</p> : null}
                {index === 0 ? (
                  <h1 id="page-title" className={`${hero.title} ${styles.title}`}>
                    {slide.title}
                  </h1>
                ) : (
                  <p className={`${hero.title} ${styles.title}`}>{slide.title}</p>
                )}
                <p className={`${hero.lead} ${styles.lead}`}>{slide.lead}</p>
              </div>
              {slide.image ? (
                <ResponsiveImage
                  image={slide.image}
                  priority={index === 0}
                  className={styles.image}
                />
              ) : null}
            </div>
          ))}
        </ArrowCarousel>
        <div className={`${hero.actions} ${styles.actions}`}>
          <CtaButtons primary={primary} secondary={secondary} dark={dark} />
        </div>
      </div>
    </section>
  );
}
