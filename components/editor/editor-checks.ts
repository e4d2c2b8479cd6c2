// The content editor's checks before Save: the build's own rules for scheduled content
// (content/schema/schedule-rules.ts) run in the browser, so a marketer learns of a campaign that
// ends before it starts, an end without a follow-up page, or a post with both a date and a
// Publish at when saving, not when the preview build fails. The editor's bundle
// (components/editor/admin.tsx) registers them with Decap.
//
// Decap CMS 3.16 runs every `preSave` listener before it commits (decap-cms-core's
// Backend.persistEntry → invokePreSaveEvent, for a new entry and a draft alike); an error thrown
// there aborts the save, and the editor shows "Failed to persist entry: <the error>" for 8 s
// (actions/editorialWorkflow.ts persistUnpublishedEntry, ui.toast.onFailToPersist). A listener
// may also return the entry's data to save instead: a cleared schedule field is left out of the
// file (Decap writes a cleared date as '', which the build would refuse in a campaign's YAML).
// Pure: no DOM, no content file; tests/unit/editor-checks.test.ts runs the bundle on a stub CMS.
import { campaignWindowProblems, type ScheduleProblem } from '@/content/schema/schedule-rules';
import { collectionRules } from '@/content/collections/rules';
import { fieldsOf, labelledPath, type LabelNode, type LabelTrees } from './field-labels';

/** An entry's data as Decap hands it to a listener: an Immutable.js Map (only what is used here). */
export type EntryData = {
  delete(key: string): EntryData;
  toJS(): Record<string, unknown>;
};

type Entry = {
  get(key: 'collection'): string;
  get(key: 'data'): EntryData;
  get(key: 'slug'): string | undefined;
};

/**
 * The build's whole entry check (content/check/entry.ts) as the editor runs it over its preview
 * data (components/editor/save-check.ts): every problem of an entry as Save will write it, or
 * undefined for an entry it does not check. Set once the preview data has loaded.
 */
export type EntryCheck = (
  collection: string,
  slug: string,
  saved: Record<string, unknown>,
) => ScheduleProblem[] | undefined;

let entryCheck: EntryCheck | undefined;

/** Save checks each entry with `check` from now on (components/editor/admin.tsx). */
export function checkEntriesWith(check: EntryCheck | undefined) {
  entryCheck = check;
}

/** Decap's `window.CMS` (only what is used here). */
export type Cms = {
  registerEventListener(listener: {
    name: 'preSave';
    handler: (event: { entry: Entry }) => EntryData | undefined;
  }): void;
};

let labelTrees: LabelTrees = {};

/** Refusals name fields by the forms' labels from now on (components/editor/admin.tsx). */
export function labelFieldsWith(trees: LabelTrees) {
  labelTrees = trees;
}

/** The fields that schedule an entry: when cleared in the form, they are left out of the file. */
export const scheduleFields = ['publishAt', 'startsAt', 'endsAt', 'followUp'] as const;

/** Empty as Decap leaves a cleared field: '', null, or an object of such (a follow-up link). */
function blank(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value).every(blank);
  return false;
}

/**
 * An entry's data as Save writes it: a cleared schedule field is left out (the editor's preview
 * parses this, as the build will read it).
 */
export function asSaved(plain: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(plain).filter(
      ([key, value]) => !((scheduleFields as readonly string[]).includes(key) && blank(value)),
    ),
  );
}

/** A field's value, or undefined when it is blank. */
const given = (value: unknown) => (blank(value) ? undefined : value);
const text = (value: unknown) => given(value) as string | undefined;

/**
 * The build's rules for each collection the editor checks, by its name in the config
 * (components/editor/config/collections.ts): the problems of an entry's data, none when the build takes it.
 */
export const collectionChecks: Record<
  string,
  (data: Record<string, unknown>) => ScheduleProblem[]
> = {
  campaigns: (data) =>
    campaignWindowProblems({
      startsAt: text(data.startsAt),
      endsAt: text(data.endsAt),
      followUp: given(data.followUp),
    }),
  // Each described collection's own rules (content/collections/rules.ts: a post's date or its
  // Publish at, an event's end after its start).
  ...Object.fromEntries(
    Object.entries(collectionRules).map(([name, rule]) => [
      name,
      (data: Record<string, unknown>) =>
        rule(Object.fromEntries(Object.entries(data).map(([key, value]) => [key, text(value)]))),
    ]),
  ),
};

/**
 * Why the editor refuses to save, one sentence per problem, each naming its field as the form
 * labels it ("Sections › 2. Hero › Image › Alt text"), through `fields` and the entry's `data`.
 */
export function refusal(
  problems: ScheduleProblem[],
  fields?: Record<string, LabelNode>,
  data: unknown = {},
): string {
  return problems
    .map(({ path, message }) => {
      // An unknown key rides after its object's path: "sections.0 colour".
      const [where = '', ...keys] = path.split(' ');
      const named = where.startsWith('(') ? 'This entry' : labelledPath(fields, where, data);
      const key = keys.length ? ` has ${keys.map((k) => `“${k}”`).join(', ')}, which` : '';
      return `“${named}”${key} ${message}.`;
    })
    .join(' ');
}

/**
 * The preSave listener: throws (Decap then refuses the save, showing the message) when the build
 * would refuse the entry; otherwise returns its data without the cleared schedule fields, or
 * undefined when there are none (Decap saves the data as it is).
 */
export function preSave() {
  return ({ entry }: { entry: Entry }): EntryData | undefined => {
    const collection = entry.get('collection');
    const slug = String(entry.get('slug') ?? '');
    let data = entry.get('data');
    const plain = data.toJS();
    // The whole entry check once the preview data is there; until then (or without it) the
    // scheduling rules, which need nothing but the entry.
    const problems =
      entryCheck?.(collection, slug, asSaved(plain)) ?? collectionChecks[collection]?.(plain) ?? [];
    if (problems.length) {
      // Decap shows String(error): with no name, the message alone.
      const error = new Error(refusal(problems, fieldsOf(labelTrees, collection, slug), plain));
      error.name = '';
      throw error;
    }
    const cleared = scheduleFields.filter((key) => key in plain && blank(plain[key]));
    if (!cleared.length) return undefined;
    for (const key of cleared) data = data.delete(key);
    return data;
  };
}

/** Registers the checks with Decap (`window.CMS`). */
export function registerEditorChecks(cms: Cms | undefined) {
  if (!cms) throw new Error('editor-checks: no CMS to register with (decap-cms-app not loaded)');
  cms.registerEventListener({ name: 'preSave', handler: preSave() });
}
