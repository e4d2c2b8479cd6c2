import type { VideoPromoSection } from '@/content/types';
import { SplitSection } from '@/components/ui/SectionFrame';
import { CheckList } from '@/components/ui/CheckList';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { VideoButton } from '@/components/islands';
import { Icon } from '@/components/ui/Icon';
import styles from './VideoPromo.module.scss';

/** A band about one product video; the video opens in the lightbox, nothing loads before the click. */
export function VideoPromo({ video, points, image, ...section }: VideoPromoSection) {
  const dark = section.tone === 'dark';
  return (
    <SplitSection
      section={section}
      className={styles.split}
      text={<CheckList items={points} className={styles.points} checkClassName={styles.check} />}
    >
      <div className={`${styles.stage} ${dark ? styles.dark : ''}`}>
        {image ? <ResponsiveImage image={image} className={styles.image} /> : null}
        <VideoButton
          youtubeId={video.youtubeId}
          label={video.label}
          className={`btn btn-lg ${dark ? 'btn-light' : 'btn-primary'} ${styles.play}`}
          icon={<Icon name="play" size={20} className="me-2" />}
        />
      </div>
    </SplitSection>
  );
}
