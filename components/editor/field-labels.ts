// The form's words for a field the entry check names by its path: `sections.2.image.alt` becomes
// "Sections › 3. Call to action › Image › Alt text", as the editor's form labels them. The build
// writes each collection's labels as a tree (labelTreeOf, scripts/cms-assets.ts, from the same
// fields config.yml has); Save's refusal and the preview's messages read it with the entry's data
// (a list of blocks is labelled by each block's type). Pure: no DOM.

/** A field's label, with its sub-fields' (an object), its items' (a list) or its block types'. */
export type LabelNode = {
  label: string;
  /** An object's fields, or a list's item fields, by name. */
  fields?: Record<string, LabelNode>;
  /** A list of one field: each item is that field. */
  item?: LabelNode;
  /** A list of typed blocks: each block's fields by its type, and the key naming the type. */
  types?: Record<string, LabelNode>;
  typeKey?: string;
};

/** The field settings labelTreeOf reads (Decap's field config, as components/editor/config/ writes it). */
export type LabelledField = {
  name: string;
  label: string;
  widget: string;
  fields?: LabelledField[];
  field?: LabelledField;
  types?: LabelledField[];
  typeKey?: unknown;
};

/** The labels of `fields`: what the form shows for each. */
export function labelTreeOf(fields: readonly LabelledField[]): Record<string, LabelNode> {
  return Object.fromEntries(fields.map((field) => [field.name, nodeOf(field)]));
}

function nodeOf(field: LabelledField): LabelNode {
  return {
    label: field.label,
    ...(field.fields ? { fields: labelTreeOf(field.fields) } : {}),
    ...(field.field ? { item: nodeOf(field.field) } : {}),
    ...(field.types
      ? {
          types: labelTreeOf(field.types),
          typeKey: typeof field.typeKey === 'string' ? field.typeKey : 'type',
        }
      : {}),
  };
}

const at = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * The labels along `path` (dot-separated names and list indexes, as the entry check reports it)
 * through `fields`, with the entry's `data` for the types of blocks; a segment without a label
 * (a key the form does not have) keeps its name.
 */
export function labelsAlong(
  fields: Record<string, LabelNode> | undefined,
  path: string,
  data: unknown,
): string[] {
  const labels: string[] = [];
  let level = fields;
  let list: LabelNode | undefined;
  let value = data;
  for (const segment of path.split('.').filter(Boolean)) {
    value = at(value, segment);
    if (!list && /^\d+$/.test(segment)) {
      // An item of a list the labels do not describe (a relation picking several).
      labels.push(`item ${Number(segment) + 1}`);
      level = undefined;
      continue;
    }
    if (list && /^\d+$/.test(segment)) {
      const number = Number(segment) + 1;
      if (list.types) {
        const type = at(value, list.typeKey ?? 'type');
        const block = typeof type === 'string' ? list.types[type] : undefined;
        labels.push(block ? `${number}. ${block.label}` : `item ${number}`);
        level = block?.fields;
        list = undefined;
        continue;
      }
      labels.push(`item ${number}`);
      if (list.item) {
        // A list of one field: the item is that field (an object's fields, or a value).
        level = list.item.fields;
        list = list.item.types || list.item.item ? list.item : undefined;
      } else {
        level = list.fields;
        list = undefined;
      }
      continue;
    }
    const node = level?.[segment];
    labels.push(node?.label ?? segment);
    list =
      node && (node.types || node.item || (node.fields && Array.isArray(value))) ? node : undefined;
    level = node?.fields;
  }
  return labels;
}

/** The labels along `path` as one phrase: "Hero › Image › Alt text". */
export function labelledPath(
  fields: Record<string, LabelNode> | undefined,
  path: string,
  data: unknown,
): string {
  return labelsAlong(fields, path, data).join(' › ');
}

/** Where the build writes every collection's label tree, under /admin/ (scripts/cms-assets.ts). */
export const fieldLabelsFile = 'field-labels.json';

/** Each collection's label tree by its name, and each file of a file collection's by `name/file`. */
export type LabelTrees = Record<string, Record<string, LabelNode>>;

/** The label trees of the editor's collections, as the build writes them. */
export function labelTreesOf(
  collections: readonly {
    name: string;
    fields?: readonly LabelledField[];
    files?: readonly { name: string; fields: readonly LabelledField[] }[];
  }[],
): LabelTrees {
  return Object.fromEntries(
    collections.flatMap((collection) => [
      ...(collection.fields ? [[collection.name, labelTreeOf(collection.fields)]] : []),
      ...(collection.files ?? []).map((file) => [
        `${collection.name}/${file.name}`,
        labelTreeOf(file.fields),
      ]),
    ]),
  );
}

/** The fields of an entry: its file's (a file collection: the slug is the file's name) or its collection's. */
export function fieldsOf(
  trees: LabelTrees,
  collection: string,
  slug: string,
): Record<string, LabelNode> | undefined {
  return trees[`${collection}/${slug}`] ?? trees[collection];
}
