import type { ImageFeatureSection } from '@/content/types';
import { SplitSection } from '@/components/ui/SectionFrame';
import { FeatureCopy } from '@/components/ui/FeatureCopy';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import styles from './ImageFeature.module.scss';

/** Product artwork beside copy, a checklist and an optional link. */
export function ImageFeature({
  paragraphs,
  points,
  image,
  reverse,
  cta,
  ...section
}: ImageFeatureSection) {
  return (
    <SplitSection
      section={section}
      className={`${styles.split} ${reverse ? styles.reverse : ''}`}
      text={
        <FeatureCopy
          paragraphs={paragraphs}
          points={points}
          cta={cta}
          dark={section.tone === 'dark'}
          classes={styles}
        />
      }
    >
      <ResponsiveImage image={image} className={styles.image} />
    </SplitSection>
  );
}
