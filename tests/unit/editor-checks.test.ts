/**
 * @jest-environment node
 */
// The editor's checks before Save (components/editor/editor-checks.ts), bundled for the browser as
// the editor's bundle takes them (components/editor/admin.tsx registers them, then hands them the
// forms' labels scripts/cms-assets.ts writes to field-labels.json) and run on a stub of Decap's
// registry. Its preSave listener refuses what the build refuses, with the build's own words
// (content/schema/schedule-rules.ts), naming each field by its label, and leaves cleared schedule
// fields out of the file. tests/e2e/cms.spec.ts sees the refusal in Decap's real UI.
import vm from 'node:vm';
import { z } from 'zod';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { cmsConfig } from '@/scripts/cms-assets';
import { labelTreesOf, type LabelTrees } from '@/components/editor/field-labels';
import { campaignWindowShape, checkCampaignWindow } from '@/content/schema/schedule';
import { newsSchema } from '@/content/schema/front-matter';
import {
  asSaved,
  preSave,
  registerEditorChecks,
  type Cms,
  type EntryData,
} from '@/components/editor/editor-checks';

/** An entry's data as Decap hands it over: an Immutable.js Map (what the listener uses of it). */
class Data implements EntryData {
  constructor(readonly values: Record<string, unknown>) {}
  delete(key: string) {
    const { [key]: _gone, ...rest } = this.values;
    void _gone;
    return new Data(rest);
  }
  toJS() {
    return structuredClone(this.values);
  }
}

const entryOf = (collection: string, values: Record<string, unknown>) => ({
  get: ((key: 'collection' | 'data') =>
    key === 'collection' ? collection : new Data(values)) as never,
});

type Handler = ReturnType<typeof preSave>;

const collections = cmsConfig({} as NodeJS.ProcessEnv).collections;

/** components/editor/editor-checks.ts and the pure rules it imports, minified for the browser as esbuild bundles them. */
function editorChecksScript(): string {
  const entry = `import { labelFieldsWith, registerEditorChecks } from './components/editor/editor-checks';
registerEditorChecks(window.CMS);
window.labelFieldsWith = labelFieldsWith;`;
  return buildSync({
    stdin: { contents: entry, resolveDir: path.resolve(__dirname, '..', '..'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text;
}

const script = editorChecksScript();

/** The bundled script run as the editor's page runs it; returns the preSave listener it registered. */
function loadScript(): Handler {
  const registered: { name: string; handler: Handler }[] = [];
  const CMS = { registerEventListener: (listener: never) => registered.push(listener) };
  const window: { CMS: typeof CMS; labelFieldsWith?: (trees: LabelTrees) => void } = { CMS };
  vm.runInNewContext(script, { window });
  // What admin.tsx does once field-labels.json has loaded.
  window.labelFieldsWith!(labelTreesOf(collections));
  expect(registered.map((listener) => listener.name)).toEqual(['preSave']);
  return registered[0]!.handler;
}

/** What Decap shows when the listener throws: "Failed to persist entry: " + String(error). */
function refused(handler: Handler, collection: string, values: Record<string, unknown>) {
  try {
    handler({ entry: entryOf(collection, values) });
  } catch (error) {
    return String(error);
  }
  throw new Error('the save was not refused');
}

const window = {
  startsAt: '2026-12-08 09:00',
  endsAt: '2026-12-01 18:00',
};
const followUp = { label: 'See our gold loan software', href: '/products/' };

describe('editor-checks.js: the build’s scheduling rules before Save', () => {
  const handler = loadScript();

  it('is a small script of its own: the pure rules, no zod, no schema', () => {
    expect(Buffer.byteLength(script)).toBeLessThan(6 * 1024);
    expect(script).not.toMatch(/zod|ZodError/);
    // The forms' labels come from field-labels.json, as the forms show them.
    expect(labelTreesOf(collections)).toMatchObject({
      news: { date: { label: 'Publication date' }, publishAt: { label: 'Publish at' } },
      careers: { datePosted: { label: 'Posted on' } },
      campaigns: {
        endsAt: { label: 'Ends at' },
        followUp: { label: 'After the offer ends, link to' },
      },
    });
  });

  it('a campaign that ends before it starts, with no follow-up page: refused with the build’s words', () => {
    const message = refused(handler, 'campaigns', { meta: { title: 'Gold loan week' }, ...window });
    expect(message).toBe(
      '“Ends at” must be after startsAt (2026-12-08 09:00). ' +
        '“After the offer ends, link to” is required with endsAt: the page visitors are sent on to once the offer has ended.',
    );
    // The same rule, the same words as the build's parse of the file.
    const build = z.object(campaignWindowShape).superRefine(checkCampaignWindow).safeParse(window);
    for (const issue of build.error!.issues) expect(message).toContain(issue.message);
    expect(build.error!.issues.map((issue) => issue.path.join('.'))).toEqual([
      'endsAt',
      'followUp',
    ]);
  });

  it('a follow-up left empty counts as none; a good window is saved as it is', () => {
    expect(
      refused(handler, 'campaigns', {
        startsAt: '2026-12-01 09:00',
        endsAt: '2026-12-08 18:00',
        followUp: { label: '', href: '' },
      }),
    ).toMatch(/^“After the offer ends, link to” is required with endsAt/);
    expect(refused(handler, 'campaigns', { ...window, followUp })).toBe(
      '“Ends at” must be after startsAt (2026-12-08 09:00).',
    );
    const good = { startsAt: '2026-12-01 09:00', endsAt: '2026-12-08 18:00', followUp };
    expect(handler({ entry: entryOf('campaigns', good) })).toBeUndefined();
    expect(handler({ entry: entryOf('campaigns', { meta: { title: 'No window' } }) })).toBe(
      undefined,
    );
  });

  it('a news post or an opening with both a day and a Publish at, or neither: refused', () => {
    const post = { title: 'Kerala Nidhi goes live', publishAt: '2027-01-15 09:30' };
    expect(refused(handler, 'news', { ...post, date: '2026-11-20' })).toBe(
      '“Publication date” must be empty when publishAt is set: a scheduled item shows the day of its publishAt.',
    );
    expect(refused(handler, 'news', { title: post.title })).toBe(
      '“Publication date” is required (or set publishAt).',
    );
    expect(
      refused(handler, 'careers', { datePosted: '2026-11-20', publishAt: post.publishAt }),
    ).toMatch(/^“Posted on” must be empty when publishAt is set/);
    // The build says the same of the file.
    const build = newsSchema.safeParse({
      ...post,
      date: '2026-11-20',
      author: 'sneha',
      category: 'customers',
      excerpt:
        'A Nidhi company with 42 branches moved deposits and gold loans to Finorbit in a month.',
    });
    expect(build.error!.issues.find((issue) => issue.path[0] === 'date')!.message).toBe(
      'must be empty when publishAt is set: a scheduled item shows the day of its publishAt',
    );
    expect(handler({ entry: entryOf('news', post) })).toBeUndefined();
    expect(handler({ entry: entryOf('news', { date: '2026-11-20' }) })).toBeUndefined();
    // Help articles have no such rule; other collections are not checked.
    expect(handler({ entry: entryOf('help', { publishAt: post.publishAt }) })).toBeUndefined();
    expect(handler({ entry: entryOf('pages', { startsAt: '' }) })).toBeInstanceOf(Data);
  });

  it('a cleared schedule field (Decap writes an empty string or null) is left out of the file', () => {
    const saved = handler({
      entry: entryOf('campaigns', {
        meta: { title: 'Gold loan week' },
        startsAt: '',
        endsAt: null,
        followUp: { label: '', href: '' },
        indexable: false,
      }),
    }) as Data;
    expect(saved.values).toEqual({ meta: { title: 'Gold loan week' }, indexable: false });
    const post = handler({
      entry: entryOf('news', { title: 'A post', date: '2026-11-20', publishAt: '' }),
    }) as Data;
    expect(post.values).toEqual({ title: 'A post', date: '2026-11-20' });
  });

  it('gives the preview the data as Save writes it: cleared schedule fields left out', () => {
    expect(
      asSaved({
        meta: { title: 'Gold loan week' },
        startsAt: '',
        endsAt: null,
        followUp: { label: '', href: '' },
        publishAt: '2027-03-16 09:30',
        excerpt: '',
      }),
    ).toEqual({ meta: { title: 'Gold loan week' }, publishAt: '2027-03-16 09:30', excerpt: '' });
  });

  it('needs Decap’s bundle first: without window.CMS it says so', () => {
    expect(() => registerEditorChecks(undefined)).toThrow(/no CMS to register with/);
    const listeners: unknown[] = [];
    registerEditorChecks({
      registerEventListener: (listener) => listeners.push(listener),
    } satisfies Cms);
    expect(listeners).toHaveLength(1);
  });
});
