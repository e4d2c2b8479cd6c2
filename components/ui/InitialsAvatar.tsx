import styles from './InitialsAvatar.module.scss';

// Brand-palette backgrounds; each name always gets the same one.
const palette = ['#1f4fd1', '#0b7a6e', '#132c50', '#7a3db8', '#b4441d', '#173da6'];

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0]!;
}

/** A generated avatar (initials on a brand colour) for people we have no portrait of. Decorative:
 * the name is always written next to it. */
export function InitialsAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <svg
      className={styles.avatar}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" fill={colourOf(name)} />
      <text x="20" y="25.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
