// The shared items: content several pages show, one YAML file per item under
// content/shared/<kind>/ (the kinds: content/schema/shared-kinds.ts), read once per kind.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../schema/errors';
import { sharedKinds, type SharedItem, type SharedKind } from '../schema/shared-kinds';
import { loadEntryFile } from './data-file';

const cache = new Map<SharedKind, ReadonlyMap<string, unknown>>();

/** Every item of a shared kind by key, each file parsed by the kind's schema. */
export function sharedItems<K extends SharedKind>(kind: K): ReadonlyMap<string, SharedItem<K>> {
  let items = cache.get(kind);
  if (!items) {
    const { folder } = sharedKinds[kind];
    const files = readdirSync(path.join(process.cwd(), folder))
      .filter((name) => name.endsWith('.yml'))
      .sort();
    items = new Map(
      files.map((name) => [
        name.slice(0, -'.yml'.length),
        loadEntryFile(kind, `${folder}/${name}`),
      ]),
    );
    cache.set(kind, items);
  }
  return items as ReadonlyMap<string, SharedItem<K>>;
}

/** One shared item by key (a missing one is a build error naming its file). */
export function sharedItem<K extends SharedKind>(kind: K, key: string) {
  const item = sharedItems(kind).get(key);
  if (!item) throw new ContentError(`${sharedKinds[kind].folder}/${key}.yml: no such file`);
  return item;
}
