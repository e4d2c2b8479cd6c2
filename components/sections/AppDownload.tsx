import type { AppDownloadSection, AppStore } from '@/content/types';
import { interfaceWords } from '@/content/copy/interface-words';
import type { IconName } from '@/content/catalog/icons';
import { SplitSection } from '@/components/ui/SectionFrame';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
import styles from './AppDownload.module.scss';

const storeIcons: Record<AppStore, IconName> = {
  appStore: 'apple',
  playStore: 'googlePlay',
  windows: 'windows',
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
            const badge = interfaceWords.storeBadges[store];
            return (
              <li key={store}>
                <SmartLink href={href} className={`${styles.badge} ${dark ? styles.dark : ''}`}>
                  <Icon name={storeIcons[store]} size={26} />
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
