import type { VideoPromoSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { VideoButton } from '@/components/islands';
import { Icon } from '@/components/ui/Icon';
import styles from './VideoPromo.module.scss';

/** A band about one product video; the video opens in the lightbox, nothing loads before the click. */
export function VideoPromo({
  id,
  eyebrow,
  title,
  lead,
  tone,
  video,
  points,
  image,
}: VideoPromoSection) {
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className={`section tone-${tone}`} aria-labelledby={headingId}>
      <div className={`container ${styles.split}`}>
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align="start"
            tone={dark ? 'dark' : 'light'}
          />
          {points?.length ? (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} className={styles.check} />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={`${styles.stage} ${dark ? styles.dark : ''}`}>
          {image ? <ResponsiveImage image={image} className={styles.image} /> : null}
          <VideoButton
            youtubeId={video.youtubeId}
            label={video.label}
            className={`btn btn-lg ${dark ? 'btn-light' : 'btn-primary'} ${styles.play}`}
            icon={<Icon name="play" size={20} className="me-2" />}
          />
        </div>
      </div>
    </section>
  );
}
