import type { FeatureTabsSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Tabs } from '@/components/islands';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { Icon } from '@/components/ui/Icon';
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
              {tab.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {tab.points?.length ? (
                <ul className={styles.points}>
                  {tab.points.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={18} className={styles.check} />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
              {tab.cta ? (
                <SmartLink
                  href={tab.cta.href}
                  className={`btn ${dark ? 'btn-light' : 'btn-primary'} mt-3`}
                >
                  {tab.cta.label}
                </SmartLink>
              ) : null}
            </div>
            {tab.image ? <ResponsiveImage image={tab.image} className={styles.image} /> : null}
          </div>
        ))}
      </Tabs>
    </SectionFrame>
  );
}
