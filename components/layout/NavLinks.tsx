/** A navigation link; the `cta` one is drawn as a button. */
export type MenuLink = { label: string; href: string; cta?: boolean };

type NavLinksProps = {
  links: MenuLink[];
  currentPath: string;
  /** The list's class. */
  className?: string;
  /** A link's class (the call to action may look different). */
  linkClassName: (link: MenuLink) => string | undefined;
};

/** A list of navigation links; the current page's is marked `aria-current="page"`. */
export function NavLinks({ links, currentPath, className, linkClassName }: NavLinksProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={linkClassName(link)}
            aria-current={link.href === currentPath ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
