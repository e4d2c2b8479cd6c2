import type { CompanyProps, MessageScreenSection } from '@/content/types';
import { Logo } from '@/components/ui/Logo';
import { SmartLink } from '@/components/ui/SmartLink';
import { SocialLinks } from '@/components/ui/SocialLinks';
import styles from './MessageScreen.module.scss';

/** One message and one action: the 404 screen, coming soon. */
export function MessageScreen({
  code,
  eyebrow,
  title,
  lead,
  cta,
  tone,
  fullHeight,
  showSocials,
  company,
}: MessageScreenSection & CompanyProps) {
  return (
    <section
      className={[styles.screen, `tone-${tone}`, fullHeight ? styles.full : ''].join(' ')}
      aria-labelledby="page-title"
    >
      <div className={`container ${styles.inner}`}>
        {fullHeight ? <Logo name={company.name} tone={tone} className={styles.logo} /> : null}
        {code ? (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        ) : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <SmartLink
          href={cta.href}
          className={`btn ${tone === 'dark' ? 'btn-light' : 'btn-primary'} btn-lg`}
        >
          {cta.label}
        </SmartLink>
        {showSocials ? (
          <div className={styles.socials}>
            <SocialLinks socials={company.socials} tone={tone} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
