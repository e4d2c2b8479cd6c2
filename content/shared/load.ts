// Reads content data files: YAML parsed by its schema, failing the build with the file and each
// field's path. The shared items (content/shared/<kind>/<key>.yml) are read once per kind.
// Build time (and jest) only: no file is read in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { ContentError } from '../collections/load';
import { parseContent } from '../schema/check';
import { sharedKinds, type SharedKind } from '../schema/shared';

/**
 * `output` with every object's keys in the order `input` (the file) wrote them: zod builds objects
 * in its shapes' order, and the content reaches islands (and their flight data) as it is.
 */
export function inFileOrder<T>(input: unknown, output: T): T {
  if (Array.isArray(output) && Array.isArray(input)) {
    return output.map((item, index) => inFileOrder(input[index], item)) as T;
  }
  if (
    output &&
    typeof output === 'object' &&
    !Array.isArray(output) &&
    input &&
    typeof input === 'object' &&
    !Array.isArray(input)
  ) {
    const record = output as Record<string, unknown>;
    const from = input as Record<string, unknown>;
    // A key the file wrote but the output lacks, or holds as another value (a shared item's key
    // resolved to the item), keeps the output's value.
    const keys = [
      ...Object.keys(from).filter((key) => key in record),
      ...Object.keys(record).filter((key) => !(key in from)),
    ];
    return Object.fromEntries(
      keys.map((key) => [
        key,
        typeof from[key] === 'string' ? record[key] : inFileOrder(from[key], record[key]),
      ]),
    ) as T;
  }
  return output;
}

/** Reads a YAML file (path from the project root) and parses it with `schema`. */
export function loadDataFile<S extends z.ZodType>(file: string, schema: S, what: string) {
  let data: unknown;
  try {
    data = parse(readFileSync(path.resolve(process.cwd(), file), 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML (${(error as Error).message})`);
  }
  return inFileOrder(data, parseContent(schema, data, file, what));
}

const cache = new Map<SharedKind, ReadonlyMap<string, unknown>>();

/** Every item of a shared kind by key, each file parsed by the kind's schema. */
export function sharedItems<K extends SharedKind>(
  kind: K,
): ReadonlyMap<string, z.output<(typeof sharedKinds)[K]['schema']>> {
  let items = cache.get(kind);
  if (!items) {
    const { folder, schema } = sharedKinds[kind];
    const files = readdirSync(path.join(process.cwd(), folder))
      .filter((name) => name.endsWith('.yml'))
      .sort();
    items = new Map(
      files.map((name) => [
        name.slice(0, -'.yml'.length),
        loadDataFile(`${folder}/${name}`, schema, `${kind} item`),
      ]),
    );
    cache.set(kind, items);
  }
  return items as ReadonlyMap<string, z.output<(typeof sharedKinds)[K]['schema']>>;
}

/** One shared item by key (a missing one is a build error naming its file). */
export function sharedItem<K extends SharedKind>(kind: K, key: string) {
  const item = sharedItems(kind).get(key);
  if (!item) throw new ContentError(`${sharedKinds[kind].folder}/${key}.yml: no such file`);
  return item;
}
