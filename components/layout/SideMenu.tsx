'use client';
// Client island: the Offcanvas panel (focus trap, Esc, focus return). Loaded on first use only.
import Offcanvas from 'react-bootstrap/Offcanvas';
import styles from './SiteHeader.module.scss';

export type MenuLink = { label: string; href: string; cta?: boolean };

type SideMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The header's links; the one marked `cta` is drawn as a button below the list. */
  links: MenuLink[];
  currentPath: string;
  siteName: string;
};

export function SideMenu({ id, open, onClose, links, currentPath, siteName }: SideMenuProps) {
  const cta = links.find((link) => link.cta);
  return (
    <Offcanvas
      show={open}
      onHide={onClose}
      placement="end"
      id={id}
      aria-labelledby={`${id}-title`}
      className={styles.sideMenu}
    >
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title as="h2" id={`${id}-title`} className={styles.sideMenuTitle}>
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
                  <a
                    href={link.href}
                    className={styles.sideLink}
                    aria-current={link.href === currentPath ? 'page' : undefined}
                    onClick={onClose}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
          </ul>
        </nav>
        {cta ? (
          <a href={cta.href} className="btn btn-primary w-100 mt-4" onClick={onClose}>
            {cta.label}
          </a>
        ) : null}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
