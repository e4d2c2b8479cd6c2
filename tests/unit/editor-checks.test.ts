/**
 * @jest-environment node
 */
// The editor's check before Save (components/editor/editor-checks.ts) as Decap calls it: its
// preSave listener runs the build's own entry check over the preview data the build writes for
// /admin/ (components/editor/save-check.ts), refuses what the build refuses with the build's
// words, naming each field as the form labels it (field-labels.json, written by
// scripts/cms-assets.ts), and leaves cleared schedule fields out of the file. Without the check
// (the content did not build) it refuses nothing, so the file that mends the content can be saved.
// tests/unit/entry-check.test.ts runs every entry of the broken-entry corpus through it;
// tests/e2e/cms.spec.ts sees the refusal in Decap's real UI.
import { z } from 'zod';
import { cmsConfig } from '@/scripts/cms-assets';
import { previewData } from '@/scripts/editor-preview-data';
import { campaignWindowShape, checkCampaignWindow } from '@/content/schema/schedule';
import { formFieldsByEntry, labelledPath } from '@/components/editor/form-labels';
import { saveCheck } from '@/components/editor/save-check';
import {
  asSaved,
  checkEntriesWith,
  labelFieldsWith,
  preSave,
  registerEditorChecks,
  type Cms,
  type EntryData,
} from '@/components/editor/editor-checks';
import { campaign, dated, news } from './fixtures/broken-entries';

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

const entryOf = (collection: string, slug: string, values: Record<string, unknown>) => ({
  get: ((key: 'collection' | 'data' | 'slug') =>
    key === 'collection' ? collection : key === 'slug' ? slug : new Data(values)) as never,
});

const trees = formFieldsByEntry(cmsConfig({} as NodeJS.ProcessEnv).collections);
const handler = preSave();

/** What Decap shows when the listener throws: "Not saved: " + String(error). */
async function refused(collection: string, slug: string, values: Record<string, unknown>) {
  try {
    await handler({ entry: entryOf(collection, slug, values) });
  } catch (error) {
    return String(error);
  }
  throw new Error('the save was not refused');
}

const saved = (collection: string, slug: string, values: Record<string, unknown>) =>
  handler({ entry: entryOf(collection, slug, values) });

const followUp = { label: 'See our gold loan software', href: '/products/' };
const { followUp: _followUp, ...campaignWithoutWindow } = campaign;
void _followUp;
const post = { ...dated, body: news.body };

describe('Save refuses what the build refuses, naming the form’s fields', () => {
  beforeAll(() => {
    checkEntriesWith(saveCheck(JSON.parse(JSON.stringify(previewData()))));
    labelFieldsWith(trees);
  });
  afterAll(() => checkEntriesWith(undefined));

  it('a campaign that ends before it starts, with no follow-up page: the build’s words', async () => {
    const window = { startsAt: '2026-12-08 09:00', endsAt: '2026-12-01 18:00' };
    const message = await refused('campaigns', 'gold-week', {
      ...campaignWithoutWindow,
      ...window,
    });
    expect(message).toBe(
      '“Ends at” must be after the start (2026-12-08 09:00). ' +
        '“After the offer ends, link to” is required when the offer ends: the page visitors are sent on to once it has ended.',
    );
    // The same rule, the same words as the build's parse of the file.
    const build = z.object(campaignWindowShape).superRefine(checkCampaignWindow).safeParse(window);
    for (const issue of build.error!.issues) expect(message).toContain(issue.message);
  });

  it('a follow-up left empty counts as none; a good window is saved as it is', async () => {
    const window = { startsAt: '2026-12-01 09:00', endsAt: '2026-12-08 18:00' };
    expect(
      await refused('campaigns', 'gold-week', {
        ...campaignWithoutWindow,
        ...window,
        followUp: { label: '', href: '' },
      }),
    ).toMatch(/^“After the offer ends, link to” is required when the offer ends/);
    expect(
      await saved('campaigns', 'gold-week', { ...campaignWithoutWindow, ...window, followUp }),
    ).toBeUndefined();
  });

  it('a news post with both a day and a Publish at, or neither: refused by its labels', async () => {
    expect(await refused('news', 'kerala-nidhi', { ...post, publishAt: '2027-01-15 09:30' })).toBe(
      '“Publication date” must be empty when there is a Publish at: a scheduled item shows the day it is published.',
    );
    const undated = Object.fromEntries(Object.entries(post).filter(([key]) => key !== 'date'));
    expect(await refused('news', 'kerala-nidhi', undated)).toBe(
      '“Publication date” is required (or set a Publish at).',
    );
    expect(await saved('news', 'kerala-nidhi', post)).toBeUndefined();
  });

  it('names a field inside a block by the labels along its path', async () => {
    const sections = (campaign.sections as Record<string, unknown>[]).map((section, index) =>
      index === 0 ? { ...section, image: { ...(section.image as object), alt: 5 } } : section,
    );
    expect(await refused('campaigns', 'gold-week', { ...campaign, sections })).toMatch(
      /^“Sections › Hero \(block 1\) › Image › Alt text” /,
    );
  });

  it('a cleared schedule field (Decap writes an empty string or null) is left out of the file', async () => {
    const cleared = (await saved('campaigns', 'gold-week', {
      ...campaignWithoutWindow,
      startsAt: '',
      endsAt: null,
      followUp: { label: '', href: '' },
    })) as Data;
    expect(cleared.values).toEqual(campaignWithoutWindow);
    const postCleared = (await saved('news', 'kerala-nidhi', { ...post, publishAt: '' })) as Data;
    expect(postCleared.values).toEqual(post);
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
});

describe('without the entry check (the content did not build)', () => {
  beforeAll(() => checkEntriesWith(undefined));

  it('refuses nothing, so the file that mends the content can be saved', async () => {
    expect(await saved('news', 'kerala-nidhi', { title: 'Only a title' })).toBeUndefined();
    // Cleared schedule fields are still left out.
    const cleared = (await saved('campaigns', 'x', { meta: { title: 'A' }, startsAt: '' })) as Data;
    expect(cleared.values).toEqual({ meta: { title: 'A' } });
  });

  it('waits for a check still loading', async () => {
    let ready: (check: () => { path: string; message: string }[]) => void = () => {};
    checkEntriesWith(new Promise((resolve) => (ready = resolve)));
    const pending = refused('news', 'kerala-nidhi', post);
    ready(() => [{ path: 'title', message: 'is required' }]);
    expect(await pending).toBe('“Title” is required.');
    checkEntriesWith(undefined);
  });
});

describe('the labels along a path', () => {
  it('reads a list of blocks by each block’s type, an unknown key by its name', () => {
    const pages = trees['pages/home-four']!;
    const data = { sections: [{ type: 'hero' }, { type: 'faq', items: ['a', 'b'] }] };
    expect(labelledPath(pages, data, 'sections.1.items.1')).toMatch(
      /^Sections › FAQ \(block 2\) › [^›]+ \(item 2\)$/,
    );
    expect(labelledPath(pages, { sections: [] }, 'sections.7.title')).toBe(
      'Sections › Block (block 8) › Title',
    );
    expect(labelledPath(pages, data, 'nonsense')).toBe('Nonsense');
  });
});

it('needs Decap’s bundle first: without window.CMS it says so', () => {
  expect(() => registerEditorChecks(undefined)).toThrow(/no CMS to register with/);
  const listeners: unknown[] = [];
  registerEditorChecks({
    registerEventListener: (listener) => listeners.push(listener),
  } satisfies Cms);
  expect(listeners).toHaveLength(1);
});
