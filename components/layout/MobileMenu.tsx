'use client';
// Client island: the slide-in side menu needs open/close state, focus trapping and Esc handling.
import { useState } from 'react';
import Link from 'next/link';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { List } from 'react-bootstrap-icons';
import styles from './SiteHeader.module.scss';

type MenuLink = { label: string; href: string; cta?: boolean };

type MobileMenuProps = {
  /** The header's links; the one marked `cta` is drawn as a button below the list. */
  links: MenuLink[];
  currentPath: string;
  siteName: string;
  dark: boolean;
};

export function MobileMenu({ links, currentPath, siteName, dark }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const cta = links.find((link) => link.cta);

  return (
    <>
      <button
        type="button"
        className={`${styles.menuButton} ${dark ? styles.menuButtonDark : ''}`}
        aria-label="Open menu"
        aria-controls="side-menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <List size={28} aria-hidden="true" focusable="false" />
      </button>
      <Offcanvas
        show={open}
        onHide={close}
        placement="end"
        id="side-menu"
        aria-labelledby="side-menu-title"
        className={styles.sideMenu}
      >
        <Offcanvas.Header closeButton closeLabel="Close menu">
          <Offcanvas.Title as="h2" id="side-menu-title" className={styles.sideMenuTitle}>
            {siteName} menu
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <nav aria-label="Side menu">
            <ul className={styles.sideLinks}>
              {links
                .filter((link) => !link.cta)
                .map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={styles.sideLink}
                      aria-current={link.href === currentPath ? 'page' : undefined}
                      onClick={close}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
          {cta ? (
            <Link href={cta.href} className="btn btn-primary w-100 mt-4" onClick={close}>
              {cta.label}
            </Link>
          ) : null}
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
