// The shared items this editing session knows beyond the preview data: each kind as the repository
// has it now (loaded when a preview first names the kind), each item picked in a relation field
// (Decap hands it with the entry) and each item saved since; and the file names of a Markdown
// collection, for a field that names other items (a help article's related articles). The preview
// shows them and Save checks against them, so an item created a minute ago is known to both.
import type { MarkdownCollection } from '@/content/check/entry';
import type { SharedKind } from '@/content/schema/shared-kinds';

const items = new Map<SharedKind, Record<string, unknown>>();

/** Every item of `kind` as the repository has it, replacing what was known of the kind. */
export function loadedKind(kind: SharedKind, loaded: Record<string, unknown>) {
  items.set(kind, { ...items.get(kind), ...loaded });
}

/** Items picked in a relation field, as Decap hands them with the entry (its fieldsMetaData). */
export function pickedItems(kind: SharedKind, picked: Record<string, unknown>) {
  items.set(kind, { ...items.get(kind), ...picked });
}

/** An item as it was just saved. */
export function savedItem(kind: SharedKind, key: string, data: unknown) {
  items.set(kind, { ...items.get(kind), [key]: data });
}

/** The session's items by kind and key (a copy). */
export function sessionItems(): Partial<Record<SharedKind, Record<string, unknown>>> {
  return Object.fromEntries([...items].map(([kind, byKey]) => [kind, { ...byKey }]));
}

const slugs = new Map<MarkdownCollection, string[]>();

/**
 * Every file name of a Markdown collection as the repository has it now (its scheduled items
 * too, which the published preview data must not name).
 */
export function loadedSlugs(collection: MarkdownCollection, names: string[]) {
  slugs.set(collection, names);
}

/** A collection's file names, once loaded this session. */
export function sessionSlugs(collection: MarkdownCollection): readonly string[] | undefined {
  return slugs.get(collection);
}
