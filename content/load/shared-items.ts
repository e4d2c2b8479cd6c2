// The shared items: content several pages show, one YAML file per item under shared/<kind>/ of the
// content root (the kinds: content/schema/shared-kinds.ts), read once per kind and source, when
// first asked.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../schema/errors';
import { sharedKinds, type SharedItem, type SharedKind } from '../schema/shared-kinds';
import { loadEntryFile } from './data-file';
import { currentSource, type ContentSource } from './content-source';

/** A kind's folder under the content root (its `folder` names it from the project root). */
function kindFolder(kind: SharedKind): string {
  return path.relative('content', sharedKinds[kind].folder);
}

/** Every item of a shared kind in `source` by key, each file parsed by the kind's schema. */
export function sharedItemsIn<K extends SharedKind>(
  source: ContentSource,
  kind: K,
): ReadonlyMap<string, SharedItem<K>> {
  return source.cached(`shared:${kind}`, () => {
    const folder = kindFolder(kind);
    const files = readdirSync(source.full(folder))
      .filter((name) => name.endsWith('.yml'))
      .sort();
    return new Map(
      files.map((name) => [
        name.slice(0, -'.yml'.length),
        loadEntryFile(source, kind, source.full(folder, name)),
      ]),
    );
  }) as unknown as ReadonlyMap<string, SharedItem<K>>;
}

/** Every item of a shared kind in the current content, by key. */
export function sharedItems<K extends SharedKind>(kind: K): ReadonlyMap<string, SharedItem<K>> {
  return sharedItemsIn(currentSource(), kind);
}

/** One shared item by key (a missing one is a build error naming its file). */
export function sharedItem<K extends SharedKind>(kind: K, key: string) {
  const item = sharedItems(kind).get(key);
  if (!item)
    throw new ContentError(
      `${currentSource().shown(kindFolder(kind), `${key}.yml`)}: no such file`,
    );
  return item;
}
