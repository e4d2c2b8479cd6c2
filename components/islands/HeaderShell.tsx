'use client';
// Client island: watches the scroll position to pin the header once the page passes the threshold.
import { useEffect, useState, type ReactNode } from 'react';
import styles from '@/components/layout/SiteHeader.module.scss';

/** Scroll distance in px after which the header sticks (spec §9). */
export const STICKY_THRESHOLD = 80;

type HeaderShellProps = {
  dark: boolean;
  absolute: boolean;
  sticky: boolean;
  /** The header's language where it differs from the page's (English chrome on a Hindi page). */
  lang?: string;
  children: ReactNode;
};

export function HeaderShell({ dark, absolute, sticky, lang, children }: HeaderShellProps) {
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    if (!sticky) return;
    const update = () => setStuck(window.scrollY > STICKY_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [sticky]);

  return (
    <div className={absolute ? styles.slotAbsolute : styles.slot} lang={lang}>
      <header
        className={[styles.header, dark ? styles.dark : '', stuck ? styles.stuck : '']
          .filter(Boolean)
          .join(' ')}
        data-sticky={stuck ? 'true' : 'false'}
      >
        {children}
      </header>
    </div>
  );
}
