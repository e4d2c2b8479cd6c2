import type { AppDownloadSection } from '@/content/types';
import type { IconName } from '@/content/icons';
import { SplitSection } from '@/components/ui/SectionFrame';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
import styles from './AppDownload.module.scss';

const storeBadges: Record<
  AppDownloadSection['stores'][number]['store'],
  { icon: IconName; small: string; name: string }
> = {
  appStore: { icon: 'apple', small: 'Download on the', name: 'App Store' },
  playStore: { icon: 'googlePlay', small: 'Get it on', name: 'Google Play' },
  windows: { icon: 'windows', small: 'Get it for', name: 'Windows' },
};

/** Where to get the apps: store badges drawn in HTML (no third-party artwork). */
export function AppDownload({ stores, image, ...section }: AppDownloadSection) {
  const dark = section.tone === 'dark';
  return (
    <SplitSection
      section={{ ...section, align: image ? 'start' : 'center' }}
      className={`${styles.split} ${image ? '' : styles.single}`}
      text={
        <ul className={styles.stores}>
          {stores.map(({ store, href }) => {
            const badge = storeBadges[store];
            return (
              <li key={store}>
                <SmartLink href={href} className={`${styles.badge} ${dark ? styles.dark : ''}`}>
                  <Icon name={badge.icon} size={26} />
                  <span className={styles.text}>
                    <span className={styles.small}>{badge.small}</span>
                    <span className={styles.name}>{badge.name}</span>
                  </span>
                </SmartLink>
              </li>
            );
          })}
        </ul>
      }
    >
      {image ? <ResponsiveImage image={image} className={styles.image} /> : null}
    </SplitSection>
  );
}
