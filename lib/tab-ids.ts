// Shared by the Tabs island and the server components that render it (a 'use client' module's
// plain functions cannot be called on the server).

/** Most tabs one group may have: Tabs.module.scss styles the `:target`ed tab up to this count. */
export const MAX_TABS = 12;

/**
 * A slug of ASCII letters, digits and hyphens, safe in a fragment or a URL ("UX/UI Design" ->
 * "ux-ui-design"): tab ids, help topics. Headings take content/load/markdown.ts `headingSlug`
 * (GitHub's rule, letters of any script).
 */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Deterministic ids from content, so fragment links work in the static HTML: each panel is
 * `<id>-<label slug>` (`<id>-<n>` when a label has no usable slug or repeats) and its tab adds `-tab`.
 */
export function tabIds(id: string, tabs: string[]): { panel: string; tab: string }[] {
  const seen = new Set<string>();
  return tabs.map((label, index) => {
    const slug = asciiSlug(label);
    const panel = slug && !seen.has(slug) ? `${id}-${slug}` : `${id}-${index + 1}`;
    seen.add(slug);
    return { panel, tab: `${panel}-tab` };
  });
}
