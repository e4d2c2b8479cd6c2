// Reads content data files: YAML parsed by its schema, failing the build with the file and each
// field's path. Build time (and jest) only: no file is read in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { ContentError, parseContent } from '../schema/errors';
import { resolvingWith, type Resolver } from '../schema/refs';
import { readingImagesWith } from '../schema/image';
import { pictureOf } from './images';
import { checkEntry, refusedEntry, type EntryKind, type EntryValue } from '../check/entry';

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

/** A YAML file's data, or a ContentError naming the file. */
function readYamlFile(file: string): unknown {
  try {
    return parse(readFileSync(path.resolve(process.cwd(), file), 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: not valid YAML (${(error as Error).message})`);
  }
}

/**
 * Reads an entry's YAML file (a page file, a campaign page, a shared item, the company's facts)
 * and checks it with the entry check (content/check/entry.ts) the editor's Save runs too: a file
 * the build cannot publish stops it with every problem. `resolver` answers its references.
 */
export function loadEntryFile<K extends EntryKind>(
  kind: K,
  file: string,
  resolver?: Resolver,
): EntryValue<K> {
  const data = readYamlFile(file);
  const slug = path.basename(file, '.yml');
  const verdict = checkEntry(
    kind,
    { slug, data },
    { images: pictureOf, ...(resolver ? { resolver } : {}) },
  );
  if (verdict.problems.length) throw new ContentError(refusedEntry(file, kind, verdict.problems));
  return inFileOrder(data, verdict.value as EntryValue<K>);
}

/**
 * Reads a YAML file (path from the project root) and parses it with `schema`; `resolver` answers
 * the references a page file makes (shared items, the company's facts: content/load/resolver.ts).
 */
export function loadDataFile<S extends z.ZodType>(
  file: string,
  schema: S,
  what: string,
  resolver?: Resolver,
) {
  const data = readYamlFile(file);
  const check = () => parseContent(schema, data, file, what);
  return inFileOrder(
    data,
    readingImagesWith(pictureOf, () => (resolver ? resolvingWith(resolver, check) : check())),
  );
}
