'use client';
// Client island: a popover is not modal, so Tab could leave the open menu for the page behind
// the backdrop; once hydrated, this keeps it inside (the menu itself works without it).
import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled])';

export function SideMenuFocusTrap({ menuId }: { menuId: string }) {
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    menu.addEventListener('keydown', onKeyDown);
    menu.dataset.enhanced = 'true';
    return () => menu.removeEventListener('keydown', onKeyDown);
  }, [menuId]);
  return null;
}
