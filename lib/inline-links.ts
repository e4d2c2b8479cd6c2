// Markdown-style inline links in a paragraph of copy: `[text](href)`. Pure, so the page schema
// (which refuses a link whose href is not one of the allowed forms), the components (which draw
// each link as an <a> and everything else as text) and the content lint read copy the same way.
// Nothing else of Markdown: no emphasis, no HTML; a `[` or `]` that does not open or close a link
// stays text. Link text cannot itself hold brackets.

/** A run of plain text, or a link. */
export type InlineSegment = string | { text: string; href: string };

/**
 * `[text](href)`: text without brackets; an href without spaces that may hold one balanced pair of
 * parentheses, as Markdown reads them (so `[x](javascript:alert(1))` is a link, which the schema
 * then refuses, not text that slips through).
 */
const linkPattern = /\[([^[\]]+)\]\(([^()\s]*(?:\([^()\s]*\))?[^()\s]*)\)/g;

/**
 * The hrefs copy may link: an internal path as links write it (`/privacy/`, `/hi/privacy/`,
 * `/privacy/#rights`, `/`), `mailto:`, `tel:` or a full `https://` address.
 */
const allowedHref =
  /^(?:\/(?:[a-z0-9][a-z0-9._~-]*\/)*(?:#[A-Za-z][\w-]*)?|mailto:[^\s@]+@[^\s@]+|tel:\+?\d+|https:\/\/[^\s/]+(?:\/\S*)?)$/;

/** What an editor is told when an href is refused. */
export const allowedHrefForms =
  'an internal path (/privacy/, /privacy/#rights), mailto:, tel: or a full https:// address';

export function isAllowedHref(href: string): boolean {
  return allowedHref.test(href);
}

/** The copy as runs of text and links, in order; copy without links is one run. */
export function parseInlineLinks(copy: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of copy.matchAll(linkPattern)) {
    const [whole, text = '', href = ''] = match;
    if (match.index > last) segments.push(copy.slice(last, match.index));
    segments.push({ text, href });
    last = match.index + whole.length;
  }
  if (last < copy.length) segments.push(copy.slice(last));
  return segments;
}

/** The links of the copy. */
export function inlineLinks(copy: string): { text: string; href: string }[] {
  return parseInlineLinks(copy).filter((segment) => typeof segment !== 'string');
}

/** The copy as it reads with the links' markup removed (their text stays). */
export function plainText(copy: string): string {
  return parseInlineLinks(copy)
    .map((segment) => (typeof segment === 'string' ? segment : segment.text))
    .join('');
}
