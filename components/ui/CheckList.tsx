import type { AriaAttributes } from 'react';
import { Icon } from './Icon';

type CheckListProps = {
  items: readonly string[] | undefined;
  /** The list's class, from the section's own module. */
  className?: string;
  /** The check mark's class, from the section's own module. */
  checkClassName?: string;
  'aria-label'?: AriaAttributes['aria-label'];
};

/** A list of points, each after a check mark; renders nothing when there are none. */
export function CheckList({ items, className, checkClassName, ...aria }: CheckListProps) {
  if (!items?.length) return null;
  return (
    <ul className={className} {...aria}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className={checkClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
