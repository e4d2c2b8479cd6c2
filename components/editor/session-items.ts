// The shared items this editing session knows beyond the preview data: each kind as the repository
// has it now (loaded when a preview first names the kind), each item picked in a relation field
// (Decap hands it with the entry) and each item saved since. The preview
// shows them and Save checks against them, so an item created a minute ago is known to both.
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
