import { parseInlineLinks } from '@/lib/inline-links';

/**
 * A paragraph's copy with its `[text](href)` links drawn as links (lib/inline-links.ts); the rest
 * is text, never markup. The page schema has refused any href but an internal path, `mailto:`,
 * `tel:` and `https://`, so every link here is one of those (web links open in place).
 */
export function LinkedCopy({ copy }: { copy: string }) {
  return parseInlineLinks(copy).map((segment, index) =>
    typeof segment === 'string' ? (
      segment
    ) : (
      <a key={index} href={segment.href}>
        {segment.text}
      </a>
    ),
  );
}
