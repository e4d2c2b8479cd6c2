// The editor's words for where a problem is, as the form shows it: a field's path
// (`sections.3.image.alt`) as its labels ("Sections › Hero (block 4) › Image › Alt text"), read
// from the editor's own fields (components/editor/config/, generated from the schemas): the
// collection Decap hands the preview, and for Save the same fields as the build writes them to
// field-labels.json (scripts/cms-assets.ts). A block's type is named as the Sections list names it
// ("Hero"). Where the fields have none for a key, its words stand in. Pure: fields and data in.
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

/** One step of a path as the form labels it: a field, a block of a typed list, an item of a list. */
export type LabelStep = { label: string; block?: number };

/** The steps along `path` in `fields`, `value` the data it points into (a typed block's type). */
export function stepsAlong(fields: FormField[], value: unknown, path: string): LabelStep[] {
  const steps: LabelStep[] = [];
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
      const label = chosen?.label ?? (typeof type === 'string' ? words(type) : 'Block');
      steps.push({ label, block: index });
      node = chosen;
    } else if (index >= 0) {
      // An item of a plain list: its place, after the list's label.
      const last = steps.pop()?.label;
      steps.push({ label: last ? `${last} (item ${index + 1})` : `Item ${index + 1}` });
      node =
        node?.field ??
        (node?.fields ? { name: '', widget: 'object', fields: node.fields } : undefined);
    } else {
      const field: FormField | undefined = node?.fields?.find((each) => each.name === segment);
      steps.push({ label: field?.label ?? words(segment) });
      node = field;
    }
    here = index >= 0 ? item : isRecord(here) ? here[segment] : undefined;
  }
  return steps;
}

/** The labels along `path`: a block by its type's label alone ("Hero"). */
export function labelsAlong(fields: FormField[], value: unknown, path: string): string[] {
  return stepsAlong(fields, value, path).map((step) => step.label);
}

/** The labels along `path` as one phrase, each block with its place: "Sections › Hero (block 1) › Image". */
export function labelledPath(fields: FormField[], value: unknown, path: string): string {
  return stepsAlong(fields, value, path)
    .map(({ label, block }) => (block === undefined ? label : `${label} (block ${block + 1})`))
    .join(' › ');
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
      // The entry check words its messages plainly (content/schema/errors.ts plainMessage).
      const message = problem.message;
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

/** Where the build writes every form's fields for Save's refusals, under /admin/ (scripts/cms-assets.ts). */
export const fieldLabelsFile = 'field-labels.json';

/** Each collection's fields by its name, and each file of a file collection's by `name/file`. */
export type FormFields = Record<string, FormField[]>;

/** A field with only what labels need (name, label, its sub-fields, its block types). */
function labelled(field: FormField): FormField {
  return {
    name: field.name,
    ...(field.label ? { label: field.label } : {}),
    ...(field.fields ? { fields: field.fields.map(labelled) } : {}),
    ...(field.field ? { field: labelled(field.field) } : {}),
    ...(field.types ? { types: field.types.map(labelled) } : {}),
    ...(typeof field.typeKey === 'string' ? { typeKey: field.typeKey } : {}),
  };
}

/** Every form's fields, as the build writes them to field-labels.json. */
export function formFieldsByEntry(
  collections: readonly { name: string; fields?: FormField[]; files?: FormField[] }[],
): FormFields {
  return Object.fromEntries(
    collections.flatMap((collection) => [
      ...(collection.fields ? [[collection.name, collection.fields.map(labelled)]] : []),
      ...(collection.files ?? []).map((file) => [
        `${collection.name}/${file.name}`,
        (file.fields ?? []).map(labelled),
      ]),
    ]),
  );
}

/** The fields of an entry's form: its file's (a file collection: the slug is its name) or its collection's. */
export function fieldsOf(all: FormFields, collection: string, slug: string): FormField[] {
  return all[`${collection}/${slug}`] ?? all[collection] ?? [];
}
