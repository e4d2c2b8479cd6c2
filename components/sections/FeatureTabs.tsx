import type { FeatureTabsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Tabs } from '@/components/islands';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { FeatureCopy } from '@/components/ui/FeatureCopy';
import styles from './FeatureTabs.module.scss';

/** Features in WAI-ARIA tabs; every panel is in the HTML, the island only switches them. */
export function FeatureTabs({ id, eyebrow, title, lead, tone, tabs }: FeatureTabsSection) {
  const dark = tone === 'dark';
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead}>
      <Tabs
        id={id}
        label={title}
        tabs={tabs.map((tab) => tab.label)}
        tone={dark ? 'dark' : 'light'}
        className={styles.tabs}
      >
        {tabs.map((tab) => (
          <div key={tab.label} className={`${styles.panel} ${tab.image ? styles.withImage : ''}`}>
            <div>
              <h3 className={styles.title}>{tab.title}</h3>
              <FeatureCopy
                paragraphs={tab.paragraphs}
                points={tab.points}
                cta={tab.cta}
                dark={dark}
                classes={styles}
              />
            </div>
            {tab.image ? <ResponsiveImage image={tab.image} className={styles.image} /> : null}
          </div>
        ))}
      </Tabs>
    </SectionFrame>
  );
}
