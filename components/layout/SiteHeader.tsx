import { mainNav } from '@/content/navigation';
import type { CompanyProps, HeaderOptions } from '@/content/types';
import { Logo } from '@/components/ui/Logo';
import { Icon } from '@/components/ui/Icon';
import { HeaderShell } from '@/components/islands/HeaderShell';
import { NavLinks } from './NavLinks';
import { SideMenu } from './SideMenu';
import styles from './SiteHeader.module.scss';

type SiteHeaderProps = HeaderOptions &
  CompanyProps & {
    currentPath: string;
    /** Set on a page in another language: the navigation is English. */
    lang?: 'en';
  };

/** The site header: logo, desktop navigation ending in the Reach Us button, side menu on small screens. */
export function SiteHeader({
  dark = false,
  absolute = false,
  sticky = true,
  currentPath,
  lang,
  company,
}: SiteHeaderProps) {
  return (
    <HeaderShell dark={dark} absolute={absolute} sticky={sticky} lang={lang}>
      <div className={`container ${styles.bar}`}>
        <Logo name={company.name} tone={dark ? 'dark' : 'light'} />
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavLinks
            links={mainNav}
            currentPath={currentPath}
            className={styles.links}
            linkClassName={(link) => (link.cta ? `btn btn-primary ${styles.cta}` : styles.link)}
          />
        </nav>
        <SideMenu
          links={mainNav}
          currentPath={currentPath}
          siteName={company.name}
          dark={dark}
          icon={<Icon name="menu" size={28} />}
        />
      </div>
    </HeaderShell>
  );
}
