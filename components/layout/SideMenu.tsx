import type { ReactNode } from 'react';
import { SideMenuFocusTrap } from '@/components/islands/SideMenuFocusTrap';
import { NavLinks, type MenuLink } from './NavLinks';
import styles from './SiteHeader.module.scss';

type SideMenuProps = {
  /** The header's links; the one marked `cta` is drawn as a button below the list. */
  links: MenuLink[];
  currentPath: string;
  siteName: string;
  dark: boolean;
  /** The menu button's icon. */
  icon: ReactNode;
};

const MENU_ID = 'side-menu';

/**
 * The small-screen menu: the browser's Popover API, so it opens from the first paint with no
 * script. The button toggles the panel (`popovertarget`); Esc and a tap outside close it, focus
 * goes to its close button (`autofocus`) and back to the menu button on close, and `::backdrop`
 * dims the page. Once hydrated, SideMenuFocusTrap keeps Tab inside the open panel.
 */
export function SideMenu({ links, currentPath, siteName, dark, icon }: SideMenuProps) {
  const cta = links.find((link) => link.cta);
  return (
    <>
      <button
        type="button"
        className={`${styles.menuButton} ${dark ? styles.menuButtonDark : ''}`}
        aria-label="Open menu"
        popoverTarget={MENU_ID}
      >
        {icon}
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-title`}
        className={styles.sideMenu}
      >
        <div className={styles.sideMenuHeader}>
          <h2 id={`${MENU_ID}-title`} className={styles.sideMenuTitle}>
            {siteName} menu
          </h2>
          <button
            type="button"
            className="btn-close"
            aria-label="Close menu"
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            autoFocus
          />
        </div>
        <nav aria-label="Side menu">
          <NavLinks
            links={links.filter((link) => !link.cta)}
            currentPath={currentPath}
            className={styles.sideLinks}
            linkClassName={() => styles.sideLink}
          />
        </nav>
        {cta ? (
          <a href={cta.href} className="btn btn-primary w-100 mt-4">
            {cta.label}
          </a>
        ) : null}
        <SideMenuFocusTrap menuId={MENU_ID} />
      </div>
    </>
  );
}
