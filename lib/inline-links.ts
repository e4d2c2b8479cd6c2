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
 * One segment of a path of this site: letters, digits and `._~-`, not led by a dot. Every route is
 * made of these, and the hosts' redirects copy only these (scripts/host-config.ts). No `/`, `\`,
 * `%`, control character or empty segment can match, so a path made of them after one `/` never
 * names another host, as `//host`, `/\host` or `/<tab>/host` do to a browser.
 */
export const plainSegment = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
const sitePathSource = `/(?:${plainSegment}/)*`;
const fragmentSource = '#[A-Za-z][\\w-]*';
/** A path of this site as links write it (`/`, `/privacy/`), as a pattern the editor's field takes too. */
export const sitePath = new RegExp(`^${sitePathSource}$`);
/**
 * A link of a content field: a path of this site (optionally with a fragment), or a `mailto:`,
 * `tel:` or full `https://` target. One pattern, so the editor's field refuses before Save what
 * the build refuses (components/editor/config/cms-fields.ts reads a string schema's pattern).
 */
export const contentHref = new RegExp(
  `^(?:${sitePathSource}(?:${fragmentSource})?|mailto:[\\s\\S]*|tel:[\\s\\S]*|https://[\\s\\S]*)$`,
);

/** What an editor is told when an internal link is refused. */
export const sitePathForm =
  'must be a path of this site written /x/ or /x/#part: segments of letters, digits and ._~- ' +
  'between single slashes (never //host, a backslash or a control character, which lead off the site)';

/**
 * The hrefs copy may link: an internal path as links write it (`/privacy/`, `/hi/privacy/`,
 * `/privacy/#rights`, `/`), `mailto:`, `tel:` or a full `https://` address.
 */
const allowedHref = new RegExp(
  `^(?:${sitePathSource}(?:${fragmentSource})?|mailto:[^\\s@]+@[^\\s@]+|tel:\\+?\\d+|https://[^\\s/]+(?:/\\S*)?)$`,
);

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
