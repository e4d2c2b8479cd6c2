// The preview's words for where a problem is, as the form shows it: a field's path
// (`sections.3.image.alt`) as its labels ("Hero › Image › Alt text"), read from the editor's own
// config (the collection Decap hands the preview: the fields components/editor/config/ generated
// from the schemas), and a block's type as the Sections list names it ("Hero"). Where the config
// has no field for a key, its words stand in. Pure: the form's fields and the entry's data in.
import { words } from './config/cms-fields';
import type { Issue } from './preview-context';

/** A field of the editor's config, as Decap holds it (only what is used here). */
export type FormField = {
  name: string;
  label?: string;
  widget?: string;
  default?: unknown;
  fields?: FormField[];
  field?: FormField;
  types?: FormField[];
  typeKey?: string;
};

/** The fields of a collection's form (a folder collection's, or the file `slug`'s). */
export function formFieldsOf(collection: unknown, slug: string): FormField[] {
  const config = (collection ?? {}) as { fields?: FormField[]; files?: FormField[] };
  if (Array.isArray(config.fields)) return config.fields;
  const file = config.files?.find((each) => each.name === slug);
  return file?.fields ?? [];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The labels along `path` in `fields`, `value` the data it points into (a typed block's type). */
export function labelsAlong(fields: FormField[], value: unknown, path: string): string[] {
  const labels: string[] = [];
  let node: FormField | undefined = { name: '', widget: 'object', fields };
  let here = value;
  for (const segment of path.split('.').filter(Boolean)) {
    const index = /^\d+$/.test(segment) ? Number(segment) : -1;
    const item: unknown = Array.isArray(here) && index >= 0 ? here[index] : undefined;
    if (index >= 0 && node?.types) {
      // A block of a typed list: its type's label.
      const key: string = node.typeKey ?? 'type';
      const type: unknown = isRecord(item) ? item[key] : undefined;
      const chosen: FormField | undefined = node.types.find((each) => each.name === type);
      labels.push(chosen?.label ?? (typeof type === 'string' ? words(type) : `Item ${index + 1}`));
      node = chosen;
    } else if (index >= 0) {
      // An item of a plain list: its place, after the list's label.
      const last = labels.pop();
      labels.push(last ? `${last} (item ${index + 1})` : `Item ${index + 1}`);
      node =
        node?.field ??
        (node?.fields ? { name: '', widget: 'object', fields: node.fields } : undefined);
    } else {
      const field: FormField | undefined = node?.fields?.find((each) => each.name === segment);
      labels.push(field?.label ?? words(segment));
      node = field;
    }
    here = index >= 0 ? item : isRecord(here) ? here[segment] : undefined;
  }
  return labels;
}

/** The value at a dotted `path` of `value`. */
function valueAt(value: unknown, path: string): unknown {
  let here = value;
  for (const segment of path.split('.').filter(Boolean))
    here =
      here && typeof here === 'object' ? (here as Record<string, unknown>)[segment] : undefined;
  return here;
}

/** A message of the check in plain words: a field left out (`missing`) "is required". */
export function plainMessage(message: string, missing = false): string {
  if (/^Invalid input: expected \w+, received (undefined|null)$/.test(message))
    return 'is required';
  return missing && /^Invalid input/.test(message) ? 'is required' : message;
}

/** The preview's words for an entry's blocks and problems. */
export type EntryWords = {
  /** Block `index`'s type as the Sections list names it ("Hero"). */
  blockLabel(index: number): string;
  /** A problem of block `block` (its path inside the block), or of the entry (none). */
  line(problem: Issue, block?: number): string;
};

/** The words of an entry whose form is `fields` and data `raw`. */
export function entryWords(fields: FormField[], raw: unknown): EntryWords {
  return {
    blockLabel: (index) => labelsAlong(fields, raw, `sections.${index}`).at(-1) ?? 'Block',
    line(problem, block) {
      const inside = block === undefined ? '' : `sections.${block}`;
      const full = [inside, problem.path].filter(Boolean).join('.');
      // A path such as `(file)` or `sections.2 colour` (an unknown key) is not a field's.
      const fieldPath = /^[\w.]+$/.test(full) ? full : '';
      const labels = fieldPath ? labelsAlong(fields, raw, fieldPath).slice(inside ? 2 : 0) : [];
      const missing = !!fieldPath && [undefined, null].includes(valueAt(raw, fieldPath) as null);
      const message = plainMessage(problem.message, missing);
      if (!fieldPath && problem.path && !inside) return `${problem.path}: ${message}`;
      return labels.length ? `${labels.join(' › ')}: ${message}` : message;
    },
  };
}

/** Nothing written: undefined, null, '', false, or a list or object of such. */
const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.every(blank)) ||
  (isRecord(value) && Object.values(value).every(blank));

/**
 * An entry nobody has written in yet: each field blank or holding the default the form gave it
 * (a new entry before it is touched: the preview then shows no problem, only where the page
 * will appear).
 */
export function untouched(fields: FormField[], data: unknown): boolean {
  if (!isRecord(data)) return blank(data);
  return Object.entries(data).every(([key, value]) => {
    if (blank(value)) return true;
    const field = fields.find((each) => each.name === key);
    if (field?.default !== undefined && JSON.stringify(field.default) === JSON.stringify(value))
      return true;
    return !!field?.fields && untouched(field.fields, value);
  });
}
