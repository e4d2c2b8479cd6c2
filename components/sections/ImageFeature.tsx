import type { ImageFeatureSection } from '@/content/types';
import { SplitSection } from '@/components/ui/SectionFrame';
import { FeatureCopy } from '@/components/ui/FeatureCopy';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import styles from './ImageFeature.module.scss';

/** Product artwork beside copy, a checklist and an optional link. */
export function ImageFeature({
  id,
  eyebrow,
  title,
  paragraphs,
  points,
  image,
  reverse,
  tone,
  cta,
}: ImageFeatureSection) {
  return (
    <SplitSection
      id={id}
      tone={tone}
      eyebrow={eyebrow}
      title={title}
      className={`${styles.split} ${reverse ? styles.reverse : ''}`}
      text={
        <FeatureCopy
          paragraphs={paragraphs}
          points={points}
          cta={cta}
          dark={tone === 'dark'}
          classes={styles}
        />
      }
    >
      <ResponsiveImage image={image} className={styles.image} />
    </SplitSection>
  );
}
