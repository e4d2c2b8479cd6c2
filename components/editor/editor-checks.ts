// The content editor's check before Save: the build's own entry check (content/check/entry.ts, as
// components/editor/save-check.ts runs it over the preview data) refuses in the browser what the
// build would refuse, naming each field as the form labels it, so a marketer learns of it when
// saving, not when the next build stops. The editor's bundle (components/editor/admin.tsx)
// registers it with Decap and hands it the check once the preview data has loaded.
//
// Decap CMS 3.16 awaits every `preSave` listener before it commits (decap-cms-core's
// Backend.persistEntry → invokePreSaveEvent, for a new entry and a draft alike); an error thrown
// there aborts the save, and the editor shows it (ui.toast.onFailToPersist, reworded by admin.tsx)
// for 8 s. A listener may also return the entry's data to save instead: a cleared schedule field
// is left out of the file (Decap writes a cleared date as '', which the build would refuse in a
// campaign's YAML). Pure: no DOM, no content file; tests/unit/editor-checks.test.ts runs it as
// Decap calls it.
import type { EntryProblem } from '@/content/check/context';
import { fieldsOf, labelledPath, type FormField, type FormFields } from './form-labels';

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
 * undefined for an entry it does not check.
 */
export type EntryCheck = (
  collection: string,
  slug: string,
  saved: Record<string, unknown>,
) => EntryProblem[] | undefined;

let entryCheck: Promise<EntryCheck | undefined> = Promise.resolve(undefined);

/**
 * Save checks each entry with `check` from now on, once it resolves (components/editor/admin.tsx:
 * when the preview data has loaded). Without it (the content did not build, so the preview data
 * says so) nothing is refused here: the content check on GitHub (.github/workflows/content.yml)
 * still refuses what the build would, and the editor must be able to save the file that mends it.
 */
export function checkEntriesWith(check: EntryCheck | Promise<EntryCheck | undefined> | undefined) {
  entryCheck = Promise.resolve(check);
}

/** Decap's `window.CMS` (only what is used here). */
export type Cms = {
  registerEventListener(listener: {
    name: 'preSave';
    handler: (event: { entry: Entry }) => Promise<EntryData | undefined>;
  }): void;
};

let formFields: FormFields = {};

/** What the editor does with a refusal besides saying it (marks the fields: admin.tsx). */
type Refused = (
  problems: EntryProblem[],
  fields: FormField[],
  data: Record<string, unknown>,
) => void;

let onRefused: Refused = () => undefined;

/** Each refusal (and each Save tried, with no problem) is handed to `callback` from now on. */
export function whenRefused(callback: Refused) {
  onRefused = callback;
}

/** Refusals name fields by the forms' labels from now on (components/editor/admin.tsx). */
export function labelFieldsWith(fields: FormFields) {
  formFields = fields;
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

/**
 * Why the editor refuses to save, one sentence per problem, each naming its field as the form
 * labels it ("Sections › Hero (block 2) › Image › Alt text"), through `fields` and the entry's `data`.
 */
export function refusal(
  problems: EntryProblem[],
  fields: FormField[] = [],
  data: unknown = {},
): string {
  return problems
    .map(({ path, message }) => {
      // An unknown key rides after its object's path: "sections.0 colour".
      const [where = '', ...keys] = path.split(' ');
      const named = where.startsWith('(') ? 'This entry' : labelledPath(fields, data, where);
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
  return async ({ entry }: { entry: Entry }): Promise<EntryData | undefined> => {
    const collection = entry.get('collection');
    const slug = String(entry.get('slug') ?? '');
    let data = entry.get('data');
    const plain = data.toJS();
    const check = await entryCheck;
    const problems = check?.(collection, slug, asSaved(plain)) ?? [];
    const fields = fieldsOf(formFields, collection, slug);
    onRefused(problems, fields, plain);
    if (problems.length) {
      // Decap shows String(error): with no name, the message alone.
      const error = new Error(refusal(problems, fields, plain));
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
