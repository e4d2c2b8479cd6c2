'use client';
// Client island: the menu button and its open state. The side menu's code (react-bootstrap
// Offcanvas) is fetched when the visitor reaches for the button, so pages do not pay for it upfront.
import { useState, type ReactNode } from 'react';
import type { MenuLink, SideMenu as SideMenuComponent } from './SideMenu';
import styles from './SiteHeader.module.scss';

const loadSideMenu = () => import('./SideMenu').then((module) => module.SideMenu);

type MobileMenuProps = {
  links: MenuLink[];
  currentPath: string;
  siteName: string;
  dark: boolean;
  /** Menu icon rendered on the server. */
  icon: ReactNode;
};

const MENU_ID = 'side-menu';

export function MobileMenu({ links, currentPath, siteName, dark, icon }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [SideMenu, setSideMenu] = useState<{ Component: typeof SideMenuComponent } | null>(null);

  return (
    <>
      <button
        type="button"
        className={`${styles.menuButton} ${dark ? styles.menuButtonDark : ''}`}
        aria-label="Open menu"
        aria-controls={SideMenu ? MENU_ID : undefined}
        aria-expanded={open}
        onPointerEnter={loadSideMenu}
        onFocus={loadSideMenu}
        onTouchStart={loadSideMenu}
        onClick={() => {
          setOpen(true);
          if (!SideMenu) loadSideMenu().then((Component) => setSideMenu({ Component }));
        }}
      >
        {icon}
      </button>
      {SideMenu ? (
        <SideMenu.Component
          id={MENU_ID}
          open={open}
          onClose={() => setOpen(false)}
          links={links}
          currentPath={currentPath}
          siteName={siteName}
        />
      ) : null}
    </>
  );
}
