'use client';
// Client island: turns fragment-link tabs, which already switch by CSS `:target` from the HTML,
// into WAI-ARIA tabs (roles, roving focus, arrow keys, no scroll jump) once hydrated. It only
// changes attributes of the server nodes; panels are server-rendered children.
import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isPlainClick } from './plain-click';
import { tabIds } from '@/lib/tab-ids';
import { replaceHash, useHydrated, useLocationHash } from './use-hydrated';
import styles from './Tabs.module.scss';

type TabsProps = {
  /** Unique on the page (a section id); the panels' fragment ids are built from it. */
  id: string;
  /** Accessible name of the tab list. */
  label: string;
  /** One label per panel, in order (at most `MAX_TABS`). */
  tabs: string[];
  /** One child per tab. */
  children: ReactNode;
  orientation?: 'horizontal' | 'vertical';
  tone?: 'light' | 'dark';
  /** Visual style: underlined tabs or pill buttons. */
  variant?: 'underline' | 'pills';
  className?: string;
};

export function Tabs({
  id,
  label,
  tabs,
  children,
  orientation = 'horizontal',
  tone = 'light',
  variant = 'pills',
  className,
}: TabsProps) {
  const ids = tabIds(id, tabs);
  const panels = Children.toArray(children);
  // The first render matches the server HTML (links, `:target` CSS); once hydrated the island
  // starts on the panel the CSS showed (the one the address names), so nothing moves.
  const enhanced = useHydrated();
  const hash = useLocationHash();
  const [active, setActive] = useState(0);
  const [seenHash, setSeenHash] = useState('');
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  // A link, Back or the address at load naming one of our panels selects it, as `:target` does.
  if (hash !== seenHash) {
    setSeenHash(hash);
    const named = ids.findIndex((entry) => entry.panel === hash);
    if (named >= 0) setActive(named);
  }

  const select = (index: number, focus: boolean) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    if (focus) tabRefs.current[next]?.focus();
    // The address keeps naming the shown panel (reload, share), without a history entry.
    const panel = ids[next]?.panel;
    if (panel) replaceHash(panel);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const back = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
    const forward = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
    const keys: Record<string, () => void> = {
      [back]: () => select(active - 1, true),
      [forward]: () => select(active + 1, true),
      Home: () => select(0, true),
      End: () => select(tabs.length - 1, true),
    };
    const action = keys[event.key];
    if (enhanced && action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div
      className={[
        styles.tabs,
        styles[orientation],
        styles[variant],
        tone === 'dark' ? styles.dark : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      data-enhanced={enhanced ? '' : undefined}
    >
      <div
        role={enhanced ? 'tablist' : undefined}
        aria-label={enhanced ? label : undefined}
        aria-orientation={enhanced ? orientation : undefined}
        className={styles.list}
      >
        {tabs.map((tab, index) => (
          <a
            key={ids[index]!.panel}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            href={`#${ids[index]!.panel}`}
            id={ids[index]!.tab}
            role={enhanced ? 'tab' : undefined}
            aria-selected={enhanced ? index === active : undefined}
            aria-controls={enhanced ? ids[index]!.panel : undefined}
            tabIndex={enhanced ? (index === active ? 0 : -1) : undefined}
            className={styles.tab}
            onClick={(event) => {
              if (!enhanced || !isPlainClick(event)) return;
              event.preventDefault(); // no jump to the fragment: the panel is already in place
              select(index, false);
            }}
            onKeyDown={onKeyDown}
          >
            {tab}
          </a>
        ))}
      </div>
      <div className={styles.panels}>
        {panels.map((panel, index) => (
          <div
            key={ids[index]?.panel ?? index}
            id={ids[index]?.panel}
            role={enhanced ? 'tabpanel' : undefined}
            aria-labelledby={enhanced ? ids[index]?.tab : undefined}
            hidden={enhanced ? index !== active : undefined}
            tabIndex={enhanced ? 0 : undefined}
            className={styles.panel}
          >
            {panel}
          </div>
        ))}
      </div>
    </div>
  );
}
