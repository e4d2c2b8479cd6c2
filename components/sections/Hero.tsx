import type { HeroSection } from '@/content/types';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { CtaButtons } from '@/components/ui/CtaButtons';
import { Icon } from '@/components/ui/Icon';
import { CheckList } from '@/components/ui/CheckList';
import { HighlightedText } from '@/components/ui/HighlightedText';
import { VideoButton } from '@/components/islands';
import styles from './Hero.module.scss';

/** Landing hero: the page's h1, lead, calls to action, proof points and product artwork. */
export function Hero({
  layout,
  tone,
  eyebrow,
  title,
  highlight,
  lead,
  primary,
  secondary,
  points,
  image,
  video,
}: HeroSection) {
  const dark = tone === 'dark';
  return (
    <section className={`${styles.hero} tone-${tone}`} aria-labelledby="page-title">
      <div className="container">
        <div className={layout === 'split' && image ? styles.split : styles.centered}>
          <div className={styles.copy}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 id="page-title" className={styles.title}>
              <HighlightedText text={title} highlight={highlight} className={styles.highlight} />
            </h1>
            <p className={styles.lead}>{lead}</p>
            <div className={styles.actions}>
              <CtaButtons primary={primary} secondary={secondary} dark={dark} />
              {video ? (
                <VideoButton
                  youtubeId={video.youtubeId}
                  label={video.label}
                  className={`btn btn-lg ${styles.video} ${dark ? 'btn-outline-light' : 'btn-outline-primary'}`}
                  icon={
                    <span className={styles.play}>
                      <Icon name="play" size={20} />
                    </span>
                  }
                />
              ) : null}
            </div>
            <CheckList items={points} className={styles.points} checkClassName={styles.pointIcon} />
          </div>
          {image ? <ResponsiveImage image={image} priority className={styles.image} /> : null}
        </div>
      </div>
    </section>
  );
}
