// The content editor's (Decap CMS) fields, generated from the zod schemas the build parses content
// with: one schema is the type, the build's check and the editor's form. What a schema cannot say
// rides on zod's metadata registry (`.meta({...})`): `title` (the label; without one the key in
// words), `description` (the hint), `widget` ('text', 'markdown', 'image', 'hidden', … for a
// string; 'hidden' for anything), `ref` (the value is the key of an entry of that collection: a
// relation picker) and `optionLabels` (an enum's labels, value → label). A schema kind the editor
// has no widget for is an error naming its path, never a field left out. Every image field gets the
// media library's upload rules (`imageWidget`).
import { z } from 'zod';
import { uploadLimits } from '@/content/catalog/image-slots';
import { zoneLabel } from '@/lib/zoned-time';

export type CmsWidget =
  | 'string'
  | 'text'
  | 'markdown'
  | 'image'
  | 'file'
  | 'hidden'
  | 'datetime'
  | 'select'
  | 'number'
  | 'boolean'
  | 'object'
  | 'list'
  | 'relation';

export type CmsField = {
  name: string;
  label: string;
  widget: CmsWidget;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  options?: { label: string; value: string | number }[];
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  default?: unknown;
  [setting: string]: unknown;
};

/** The editor metadata a schema may carry (zod's global registry). */
export type EditorMeta = {
  title?: string;
  description?: string;
  widget?: CmsWidget;
  ref?: string;
  optionLabels?: Record<string, string>;
};

/**
 * The collections a `ref` may name, with the schema of one entry: the relation picker searches and
 * shows the entry's title field (`titleField`). Shaped like content/schema/shared-kinds.ts's `sharedKinds`.
 */
export type RefTargets = Record<string, { schema: z.ZodType }>;

export type FieldOptions = {
  refs?: RefTargets;
  /**
   * The IANA zone wall times are read in (content/company.yml `timeZone`): every wall-time field's
   * hint names it. A schema with a wall-time field needs it (the schema cannot read the company's
   * file).
   */
  timeZone?: string;
};

type Schema = z.core.$ZodTypes;
type Check = z.core.$ZodChecks;

const stringWidgets = new Set<CmsWidget>(['string', 'text', 'markdown', 'image', 'file', 'hidden']);

/**
 * What may be uploaded, appended to every image field's hint: the formats the build publishes
 * (content/load/images.ts) and its size limit (content/catalog/image-slots.ts).
 */
export const uploadHint = `Upload a JPEG, PNG, WebP or AVIF file of up to ${uploadLimits.bytes / 1024 / 1024} MB; export a HEIC photo (an iPhone’s own format) as JPEG first.`;

/**
 * An image field's media library. Decap's own library refuses a file over `max_file_size` bytes
 * before uploading it, with an alert ("File too large. Configured to not allow files greater than
 * 20971 kB."); it reads the limit only from the widget's `media_library.config` (decap-cms-core
 * 3.16, MediaLibrary's handlePersist; a top-level `media_library` names an external library
 * instead). No "Insert from URL": the build reads every image from the repository.
 */
export const imageWidget = {
  choose_url: false,
  media_library: { config: { max_file_size: uploadLimits.bytes } },
} as const;

/** How a wall-time field (`.meta({ widget: 'datetime' })` on a string) is stored: `2026-11-30 09:00`. */
export const wallTimeFormat = 'YYYY-MM-DD HH:mm';

/** A day as content files store it. */
export const dayFormat = 'YYYY-MM-DD';

/** What every wall-time field's hint ends with: the zone it is read in, by name. */
export const zoneHint = (timeZone: string) =>
  `In ${zoneLabel(timeZone)}, the company’s time zone, wherever you are.`;

const intFormats = new Set(['safeint', 'int32', 'uint32']);

/**
 * A text widget with its pattern. Decap tests an image or file field's pattern against the file's
 * name, not the path the field holds, so those get none: the build checks the path.
 */
const patterned = (widget: CmsWidget, pattern: [string, string]): Partial<CmsField> =>
  widget === 'image' || widget === 'file' ? { widget } : { widget, pattern };

/**
 * What the form calls a key whose words (or the title a schema helper gives it) are a developer's:
 * one home for the plain name of a key many schemas use (`tone`, `cta`, `id`), ahead of any title.
 * Every other key is labelled by its title or its words (tests/unit/cms-fields.test.ts allows only
 * keys whose words read plainly).
 */
export const keyLabels: Record<string, string> = {
  lang: 'Language',
  en: 'English',
  hi: 'Hindi',
  translations: 'The same page in other languages',
  route: 'Address and search engines',
  meta: 'Title and description for search engines',
  dark: 'Dark bar',
  absolute: 'Over the first section',
  sticky: 'Stays at the top',
  minimal: 'Bottom bar only',
  background: 'Background drawing',
  tone: 'Colours',
  variant: 'Style',
  eyebrow: 'Small line above the title',
  lead: 'Introduction',
  primary: 'Main button',
  secondary: 'Second button',
  cta: 'Button',
  href: 'Link',
  id: 'Link name (#…)',
  reverse: 'Picture on the left',
  legend: 'Explanation under the grid',
  change1h: 'Change over 1 hour (%)',
  change24h: 'Change over 24 hours (%)',
  change7d: 'Change over 7 days (%)',
  openIndex: 'Question open at first',
  formId: 'Form name in the leads',
  code: 'Large code above the title',
  units: 'Units shown',
  more: 'Link to more',
  aside: 'Beside the form',
  ordered: 'Numbered steps',
  slidesPerView: 'Cards visible at once',
  spaceBetween: 'Space between cards (pixels)',
  speed: 'Slide speed (milliseconds)',
  loop: 'Start again after the last',
  delay: 'Time on each slide (milliseconds)',
  breakpoints: 'By screen width',
  autoplay: 'Moves on by itself',
  navigation: 'Previous and next buttons',
  pagination: 'Dots under the slides',
  paginationLabel: 'Name of the page links (read by screen readers)',
  target: 'Counts down to',
  fullHeight: 'Fills the screen height',
  showSocials: 'Show social links',
  indexable: 'Found by search engines',
};

/** `imageAlt` → "Image alt", `ctaURL` → "Cta URL". */
export function words(key: string): string {
  const parts = key.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [key];
  const text = parts
    .map((part) => (part.length > 1 && part === part.toUpperCase() ? part : part.toLowerCase()))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function fail(path: string, message: string): never {
  throw new Error(`cms-fields: ${path}: ${message}`);
}

const noWidget = (path: string, type: string): never =>
  fail(
    path,
    `zod type "${type}" has no editor widget; mark it .meta({ widget: 'hidden' }) or change the schema`,
  );

type Unwrapped = { core: Schema; required: boolean; default?: unknown; meta: EditorMeta };

/**
 * Peels what does not change the editor's widget: optional, nullable, default, readonly, catch, lazy
 * and pipes (a pipe's input side is what the file holds; a preprocess step's output side). Metadata
 * of every layer counts, the outer one winning.
 */
function unwrap(schema: z.core.$ZodType, path: string): Unwrapped {
  let current = schema as Schema;
  let required = true;
  let value: unknown;
  let meta: EditorMeta = {};
  for (;;) {
    meta = { ...(z.globalRegistry.get(current) as EditorMeta | undefined), ...meta };
    const def = current._zod.def;
    switch (def.type) {
      case 'optional':
      case 'nullable':
        required = false;
        current = def.innerType as Schema;
        break;
      case 'default':
      case 'prefault':
        required = false;
        value ??= def.defaultValue;
        current = def.innerType as Schema;
        break;
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        current = def.innerType as Schema;
        break;
      case 'lazy':
        current = def.getter() as Schema;
        break;
      case 'pipe':
        current = (def.in._zod.def.type === 'transform' ? def.out : def.in) as Schema;
        break;
      case 'transform':
        return fail(path, 'a transform has no input type the editor could ask for');
      default:
        return {
          core: current,
          required,
          meta,
          ...(value === undefined ? {} : { default: value }),
        };
    }
  }
}

const checksOf = (schema: Schema) =>
  ((schema._zod.def.checks ?? []) as Check[]).map((c) => c._zod.def);

/** The message the build gives when a value misses the pattern: the schema's own, or zod's. */
function patternMessage(def: { error?: unknown; pattern?: RegExp; format?: string }): string {
  const issue = {
    code: 'invalid_format',
    format: def.format,
    pattern: def.pattern?.source,
    input: '',
  };
  const own =
    typeof def.error === 'function' ? (def.error as (i: unknown) => unknown)(issue) : null;
  const message =
    own ?? z.config().localeError?.(issue as unknown as z.core.$ZodRawIssue) ?? 'Invalid format';
  return typeof message === 'string' ? message : String((message as { message: string }).message);
}

function stringField(core: Schema, meta: EditorMeta, path: string): Partial<CmsField> {
  const def = core._zod.def as z.core.$ZodStringDef & { format?: string; pattern?: RegExp };
  // A day: picked and stored as the day it is, like a wall time (below); `picker_utc: true` would
  // add a "UTC" badge beside the pickers that say the company's zone.
  if (def.format === 'date')
    return {
      widget: 'datetime',
      format: dayFormat,
      date_format: 'DD MMM YYYY',
      time_format: false,
      picker_utc: false,
    };
  if (def.format === 'datetime') return { widget: 'datetime', picker_utc: true };
  // A wall time in the company's zone (content/schema/schedule.ts): stored as written,
  // `2026-11-30 09:00`, with no offset. Decap 3.16's DateTimeControl (decap-cms-widget-datetime
  // 3.6) reads the stored value and writes the picked one with dayjs in the browser's own zone, on
  // the same `format` both ways, so the wall time picked is the one stored, wherever the browser
  // is (tests/e2e/cms.spec.ts picks one in New York). Two exceptions are the browser's own: a time
  // in the hour its clocks skip in spring (02:30 in New York on that night) comes out an hour
  // later, and Now is the browser's clock. `picker_utc: true` writes the same way (only reading
  // is in UTC) and adds a "UTC" badge that would mislead here. With `format` set the widget
  // ignores `date_format` and `time_format`.
  if (meta.widget === 'datetime')
    return { widget: 'datetime', format: wallTimeFormat, picker_utc: false };
  const widget = meta.widget ?? 'string';
  if (!stringWidgets.has(widget)) fail(path, `widget "${widget}" does not edit text`);
  const formats = [
    ...(def.pattern ? [def] : []),
    ...checksOf(core).filter(
      (check): check is z.core.$ZodCheckStringFormatDef =>
        check.check === 'string_format' && 'pattern' in check && !!check.pattern,
    ),
  ];
  if (formats.length > 1) fail(path, 'the editor checks one pattern; join the regexes into one');
  const format = formats[0];
  if (!format?.pattern) return { widget };
  if (/[imsy]/.test(format.pattern.flags))
    fail(path, `the editor cannot apply the regex flags "${format.pattern.flags}"`);
  return patterned(widget, [format.pattern.source, patternMessage(format)]);
}

function numberField(core: Schema): Partial<CmsField> {
  const def = core._zod.def as z.core.$ZodNumberDef & { format?: string };
  const checks = [def, ...checksOf(core)] as {
    check?: string;
    format?: string;
    value?: number;
    inclusive?: boolean;
  }[];
  const int = checks.some((check) => intFormats.has(check.format ?? ''));
  const bound = (kind: 'greater_than' | 'less_than', step: number) =>
    checks
      .filter((check) => check.check === kind)
      .map((check) => check.value! + (int && !check.inclusive ? step : 0))
      .reduce<number | undefined>(
        (a, b) => (a === undefined ? b : step > 0 ? Math.max(a, b) : Math.min(a, b)),
        undefined,
      );
  const min = bound('greater_than', 1);
  const max = bound('less_than', -1);
  const multipleOf = checks.find((check) => check.check === 'multiple_of') as
    { value: number } | undefined;
  return {
    widget: 'number',
    value_type: int ? 'int' : 'float',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(multipleOf ? { step: multipleOf.value } : {}),
  };
}

/**
 * What a text-only template literal or union accepts, one shape per member, the free parts as `…`
 * (`/…/`, `mailto:…`); null when a member is not text (a number, an object).
 */
function textShapes(schema: z.core.$ZodType, path: string): string[] | null {
  const core = unwrap(schema, path).core;
  const def = core._zod.def;
  switch (def.type) {
    case 'string':
      return ['…'];
    case 'literal':
      return def.values.every((value) => typeof value === 'string') ? def.values.map(String) : null;
    case 'template_literal':
      return [
        def.parts
          .map((part) => {
            if (typeof part !== 'object' || part === null) return String(part);
            const literal = (part as Schema)._zod.def;
            return literal.type === 'literal' && literal.values.length === 1
              ? String(literal.values[0])
              : '…';
          })
          .join(''),
      ];
    case 'union': {
      const shapes = def.options.map((option) => textShapes(option, path));
      return shapes.every(Boolean) ? (shapes.flat() as string[]) : null;
    }
    default:
      return null;
  }
}

/**
 * A template literal or a union of text shapes: a text field with zod's own pattern for it. Free
 * text among the shapes needs no pattern; the empty string among them (`z.literal('')`, e.g. a
 * decorative image's alt) makes the field not required, as Decap's required means not empty.
 */
function shapedTextField(core: Schema, meta: EditorMeta, path: string): Partial<CmsField> | null {
  const shapes = textShapes(core, path);
  const pattern = core._zod.pattern;
  if (!shapes || !pattern) return null;
  const widget = meta.widget ?? 'string';
  if (!stringWidgets.has(widget)) fail(path, `widget "${widget}" does not edit text`);
  if (pattern.flags) fail(path, `the editor cannot apply the regex flags "${pattern.flags}"`);
  const empty = shapes.includes('') ? { required: false } : {};
  if (shapes.includes('…')) return { widget, ...empty };
  const list =
    shapes.length > 1 ? `${shapes.slice(0, -1).join(', ')} or ${shapes.at(-1)}` : shapes[0];
  return { ...patterned(widget, [pattern.source, `must look like ${list}`]), ...empty };
}

/**
 * A record keyed by an enum: an object with a field per key (optional ones for a partial record).
 * Null for open keys, which no form can list.
 */
function recordField(core: Schema, path: string, options: FieldOptions): Partial<CmsField> | null {
  const def = core._zod.def as z.core.$ZodRecordDef & { partial?: boolean };
  const keys = unwrap(def.keyType, path);
  if (keys.core._zod.def.type !== 'enum') return null;
  const fields = Object.values((keys.core._zod.def as z.core.$ZodEnumDef).entries).map((key) => {
    const each = field(String(key), def.valueType, `${path}.${key}`, options);
    const label = keys.meta.optionLabels?.[key];
    return { ...(def.partial ? notRequired(each) : each), ...(label ? { label } : {}) };
  });
  return { widget: 'object', fields };
}

/** The values of an enum, a literal or a union of literals, with their labels; null otherwise. */
function choices(core: Schema, meta: EditorMeta, path: string): CmsField['options'] | null {
  const def = core._zod.def;
  const labelled = (values: unknown[], labels: (value: string | number) => string | undefined) =>
    values.map((value) => {
      if (typeof value !== 'string' && typeof value !== 'number')
        fail(path, `the choice ${String(value)} is not text or a number`);
      return { label: labels(value) ?? meta.optionLabels?.[value] ?? String(value), value };
    });
  if (def.type === 'enum') return labelled(Object.values(def.entries), () => undefined);
  if (def.type === 'literal') return labelled(def.values, () => undefined);
  if (def.type === 'union' && !('discriminator' in def && def.discriminator)) {
    const members = def.options.map((option) => unwrap(option, path));
    if (!members.every((member) => member.core._zod.def.type === 'literal')) return null;
    return members.flatMap((member) =>
      labelled(
        (member.core._zod.def as z.core.$ZodLiteralDef<z.core.util.Literal>).values,
        () => member.meta.title,
      ),
    );
  }
  return null;
}

/** The entry field a relation searches and shows: a title-like text field of the entry's schema. */
export function titleField(schema: z.core.$ZodType): string | undefined {
  const core = unwrap(schema, 'entry').core;
  if (core._zod.def.type !== 'object') return undefined;
  const texts = Object.entries(core._zod.def.shape).flatMap(([key, field]) => {
    const { core: value, required, meta } = unwrap(field, key);
    const def = value._zod.def as { type: string; format?: string };
    // Free text: a string, or a union with one (an image's alt: '' or a description).
    const freeText =
      (def.type === 'string' && !def.format) ||
      (def.type === 'union' && !!textShapes(value, key)?.includes('…'));
    return freeText &&
      !meta.ref &&
      (!meta.widget || meta.widget === 'string' || meta.widget === 'text')
      ? [{ key, required }]
      : [];
  });
  const preferred = ['title', 'name', 'label', 'heading', 'question', 'quote'];
  return (
    preferred.find((key) => texts.some((text) => text.key === key)) ??
    texts.find((text) => text.required)?.key ??
    texts[0]?.key
  );
}

function relation(kind: string, options: FieldOptions): Partial<CmsField> {
  const target = options.refs?.[kind];
  const title = target ? titleField(target.schema) : undefined;
  return {
    widget: 'relation',
    collection: kind,
    value_field: '{{slug}}',
    search_fields: [title ?? 'slug'],
    display_fields: [title ?? '{{slug}}'],
  };
}

function lengthBounds(core: Schema) {
  const checks = checksOf(core);
  const min = checks.find((check) => check.check === 'min_length') as
    z.core.$ZodCheckMinLengthDef | undefined;
  const max = checks.find((check) => check.check === 'max_length') as
    z.core.$ZodCheckMaxLengthDef | undefined;
  const exact = checks.find((check) => check.check === 'length_equals') as
    z.core.$ZodCheckLengthEqualsDef | undefined;
  return {
    ...(exact || min ? { min: exact?.length ?? min!.minimum } : {}),
    ...(exact || max ? { max: exact?.length ?? max!.maximum } : {}),
  };
}

/** One Decap type of a typed list per member of a discriminated union, keyed by its discriminator. */
function blockTypes(core: Schema, path: string, options: FieldOptions): Partial<CmsField> {
  const def = core._zod.def as z.core.$ZodDiscriminatedUnionDef;
  const key = def.discriminator;
  const types = def.options.map((option, index) => {
    const member = unwrap(option, `${path}[${index}]`);
    if (member.core._zod.def.type !== 'object') fail(path, 'a block type must be an object');
    const { [key]: tag, ...shape } = member.core._zod.def.shape;
    const values = tag ? choices(unwrap(tag, path).core, {}, path) : null;
    if (values?.length !== 1) fail(path, `block ${index} needs one literal "${key}"`);
    const name = String(values[0]!.value);
    const label = keyLabels[name] ?? member.meta.title ?? words(name);
    // A collapsed block reads "Hero banner: <its title>".
    const title = titleField(member.core);
    return {
      name,
      label,
      widget: 'object' as const,
      ...(member.meta.description ? { hint: member.meta.description } : {}),
      ...(title ? { summary: `${label}: {{fields.${title}}}` } : {}),
      fields: objectFields(shape, `${path}.${name}`, options),
    };
  });
  return { widget: 'list', types, typeKey: key };
}

function listField(
  core: Schema,
  name: string,
  path: string,
  options: FieldOptions,
): Partial<CmsField> {
  const def = core._zod.def as z.core.$ZodArrayDef;
  const bounds = lengthBounds(core);
  const item = unwrap(def.element, `${path}[]`);
  const itemDef = item.core._zod.def;
  if (item.meta.ref && itemDef.type === 'string')
    return { ...relation(item.meta.ref, options), multiple: true, ...bounds };
  const values = choices(item.core, item.meta, `${path}[]`);
  if (values) return { widget: 'select', options: values, multiple: true, ...bounds };
  if (itemDef.type === 'union' && 'discriminator' in itemDef && itemDef.discriminator)
    return { ...blockTypes(item.core, `${path}[]`, options), ...bounds };
  if (itemDef.type === 'object')
    return { widget: 'list', fields: objectFields(itemDef.shape, `${path}[]`, options), ...bounds };
  if (itemDef.type === 'array') fail(path, 'a list of lists has no editor widget');
  return { widget: 'list', field: field(name, def.element, `${path}[]`, options), ...bounds };
}

/** The Decap field for `schema` under the key `name`; `path` names it in errors. */
export function field(
  name: string,
  schema: z.core.$ZodType,
  path: string = name,
  options: FieldOptions = {},
): CmsField {
  const { core, required, meta, default: value } = unwrap(schema, path);
  const def = core._zod.def;
  const widget = (): Partial<CmsField> => {
    if (meta.widget === 'hidden') return { widget: 'hidden' };
    if (meta.ref) {
      if (def.type !== 'string') fail(path, 'a ref must be a string (the entry’s key)');
      return relation(meta.ref, options);
    }
    const values = choices(core, meta, path);
    if (values) {
      if (def.type === 'literal' && values.length === 1) return { widget: 'hidden' };
      return { widget: 'select', options: values };
    }
    switch (def.type) {
      case 'string':
        return stringField(core, meta, path);
      case 'number':
        return numberField(core);
      case 'boolean':
        return { widget: 'boolean' };
      case 'object': {
        const fields = objectFields(def.shape, path, options);
        // Decap checks an object's fields even when the object is left out, so the fields of an
        // optional one (and of the objects in it) are optional in the form; the build still
        // requires them once it is there.
        return { widget: 'object', fields: required ? fields : fields.map(notRequired) };
      }
      case 'array':
        return listField(core, name, path, options);
      case 'template_literal':
      case 'union':
        return shapedTextField(core, meta, path) ?? noWidget(path, def.type);
      case 'record':
        return recordField(core, path, options) ?? noWidget(path, def.type);
      default:
        return noWidget(path, def.type);
    }
  };
  const { widget: kind, ...settings } = widget();
  const single = def.type === 'literal' && def.values.length === 1;
  const fallback = value ?? (single ? def.values[0] : undefined);
  const image = kind === 'image';
  const wallTime = kind === 'datetime' && settings.format === wallTimeFormat;
  if (wallTime && !options.timeZone)
    fail(path, 'a wall time needs the zone it is read in: pass cmsFields(schema, { timeZone })');
  // Days are the company's too: a day's picker says its zone beside the wall times' (the
  // company's own facts, where the zone is set, are edited without one).
  const day = kind === 'datetime' && settings.format === dayFormat && !!options.timeZone;
  const hint = [
    meta.description,
    image ? uploadHint : undefined,
    wallTime || day ? zoneHint(options.timeZone!) : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    name,
    label: keyLabels[name] ?? meta.title ?? words(name),
    widget: kind!,
    ...(required ? {} : { required: false }),
    ...(hint ? { hint } : {}),
    ...settings,
    ...(image ? imageWidget : {}),
    ...(fallback === undefined ? {} : { default: fallback }),
  };
}

/** `field` not required, nor an object's fields in it (a list's items exist only when listed). */
const notRequired = (field: CmsField): CmsField => {
  const { name, label, widget, ...rest } = field;
  const fields = widget === 'object' && rest.fields ? { fields: rest.fields.map(notRequired) } : {};
  return { name, label, widget, ...rest, ...fields, required: false };
};

function objectFields(
  shape: Record<string, z.core.$ZodType>,
  path: string,
  options: FieldOptions,
): CmsField[] {
  return Object.entries(shape).map(([key, value]) => field(key, value, `${path}.${key}`, options));
}

/**
 * The editor's fields for an object schema (a file's front matter or data), in the schema's order.
 * Throws, naming the field, on a schema kind the editor has no widget for.
 */
export function cmsFields(schema: z.core.$ZodType, options: FieldOptions = {}): CmsField[] {
  const { core } = unwrap(schema, 'schema');
  const def = core._zod.def;
  if (def.type !== 'object') fail('schema', `expected an object schema, got "${def.type}"`);
  return Object.entries(def.shape).map(([key, value]) => field(key, value, key, options));
}
