'use client';
// Client island: scrolls to the top after each client-side route change (instantly under reduced motion).
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return; // a link to a fragment scrolls to its target instead
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
  }, [pathname]);

  return null;
}
