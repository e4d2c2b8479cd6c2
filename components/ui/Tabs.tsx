'use client';
// Client island: WAI-ARIA tabs (one active panel, roving focus, arrow/Home/End keys). Panels are
// server-rendered children; every panel stays in the HTML so crawlers see all of it.
import { Children, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.scss';

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  /** One label per panel, in order. */
  tabs: string[];
  /** One child per tab. */
  children: ReactNode;
  orientation?: 'horizontal' | 'vertical';
  tone?: 'light' | 'dark';
  /** Visual style: underlined tabs or pill buttons. */
  variant?: 'underline' | 'pills';
  initialIndex?: number;
  className?: string;
};

export function Tabs({
  label,
  tabs,
  children,
  orientation = 'horizontal',
  tone = 'light',
  variant = 'pills',
  initialIndex = 0,
  className,
}: TabsProps) {
  const baseId = useId();
  const panels = Children.toArray(children);
  const [active, setActive] = useState(initialIndex);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const back = orientation === 'vertical' ? 'ArrowUp' : 'ArrowLeft';
    const forward = orientation === 'vertical' ? 'ArrowDown' : 'ArrowRight';
    const keys: Record<string, () => void> = {
      [back]: () => select(active - 1),
      [forward]: () => select(active + 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const action = keys[event.key];
    if (action) {
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
    >
      <div role="tablist" aria-label={label} aria-orientation={orientation} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </div>
      <div className={styles.panels}>
        {panels.map((panel, index) => (
          <div
            key={index}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== active}
            tabIndex={0}
            className={styles.panel}
          >
            {panel}
          </div>
        ))}
      </div>
    </div>
  );
}
