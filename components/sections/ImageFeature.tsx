import type { ImageFeatureSection } from '@/content/types';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
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
  const headingId = `${id}-title`;
  const dark = tone === 'dark';
  return (
    <section id={id} className={`section tone-${tone}`} aria-labelledby={headingId}>
      <div className={`container ${styles.split} ${reverse ? styles.reverse : ''}`}>
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            align="start"
            tone={dark ? 'dark' : 'light'}
          />
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
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
          {cta ? (
            <SmartLink href={cta.href} className={`btn ${dark ? 'btn-light' : 'btn-primary'} mt-3`}>
              {cta.label}
            </SmartLink>
          ) : null}
        </div>
        <ResponsiveImage image={image} className={styles.image} />
      </div>
    </section>
  );
}
