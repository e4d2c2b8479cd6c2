/**
 * @jest-environment node
 */
// One verdict from the editor to the build: a corpus of broken entries, at least one per rule
// (tests/unit/fixtures/broken-entries.ts), each read by the build's loader from a file
// (content/load/) and saved in the editor (components/editor/editor-checks.ts' preSave over
// components/editor/save-check.ts, with the preview data the build writes for /admin/). Both run
// the entry check (content/check/entry.ts); a rule added to one side only gives the two different
// words, which fails here. A good entry passes both.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import matter from 'gray-matter';
import { markdownCollections, refusedEntry, type EntryProblem } from '@/content/check/entry';
import { loadCollection } from '@/content/load/markdown-collection';
import { loadEntryFile } from '@/content/load/data-file';
import { resolverIn } from '@/content/load/resolver';
import { currentSource } from '@/content/load/content-source';
import { ContentError } from '@/content/schema/errors';
import { previewData } from '@/scripts/editor-preview-data';
import {
  checkEntriesWith,
  labelFieldsWith,
  preSave,
  refusal,
  type EntryData,
} from '@/components/editor/editor-checks';
import { saveCheck } from '@/components/editor/save-check';
import * as brokenEntries from './fixtures/broken-entries';
import { cmsConfig } from '@/scripts/cms-assets';
import { fieldsOf, formFieldsByEntry } from '@/components/editor/form-labels';
import type { Case } from './fixtures/broken-entries';

const { corpus, dated, news, read } = brokenEntries;

const data = JSON.parse(JSON.stringify(previewData()));
const labels = formFieldsByEntry(cmsConfig({} as NodeJS.ProcessEnv).collections);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const check = saveCheck(data);

/** The problems of a loader's ContentError, as the build printed them. */
function loaderVerdict(testCase: Case): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'entry-check-'));
  const markdown = (markdownCollections as readonly string[]).includes(testCase.kind);
  const folder = path.join(dir, testCase.kind === 'pages' ? 'pages' : testCase.kind);
  mkdirSync(folder, { recursive: true });
  try {
    if (markdown) {
      // The help folder's other articles, which `related` may name.
      if (testCase.kind === 'help')
        for (const { slug: name } of data.published.help as { slug: string }[])
          writeFileSync(path.join(folder, `${name}.md`), read(`content/help/${name}.md`));
      const file = path.join(folder, `${testCase.slug}.md`);
      writeFileSync(file, matter.stringify(testCase.body ?? '', testCase.data));
      loadCollection(testCase.kind as 'news', dir);
    } else {
      const file = path.join(folder, `${testCase.slug}.yml`);
      writeFileSync(file, stringify(testCase.data));
      const source = currentSource();
      loadEntryFile(source, testCase.kind, file, resolverIn(source));
    }
    return undefined;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message.slice(error.message.indexOf('\n') + 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An entry as Decap hands it to preSave (Immutable.js, only what is used). */
function decapEntry(collection: string, slug: string, values: Record<string, unknown>) {
  const dataOf = (plain: Record<string, unknown>): EntryData => ({
    delete: (key) => dataOf(Object.fromEntries(Object.entries(plain).filter(([k]) => k !== key))),
    toJS: () => structuredClone(plain),
  });
  return {
    get: ((key: string) =>
      key === 'collection' ? collection : key === 'slug' ? slug : dataOf(values)) as never,
  };
}

const lines = (problems: EntryProblem[]) =>
  refusedEntry('', 'news', problems).slice(refusedEntry('', 'news', []).length);

describe('a broken entry: the build’s loader and the editor’s Save give one verdict', () => {
  afterAll(() => checkEntriesWith(undefined));

  it.each(corpus.map((each) => [each.rule, each] as const))('%s', async (_rule, testCase) => {
    const fromLoader = loaderVerdict(testCase);
    const values =
      testCase.body === undefined ? testCase.data : { ...testCase.data, body: testCase.body };
    const problems = check(testCase.kind, testCase.slug, values) ?? [];
    // The build refuses it, saying why.
    expect(fromLoader).toMatch(testCase.expect);
    // The editor refuses it with the same problems, word for word.
    expect(lines(problems)).toBe(fromLoader);
    // And Save, as Decap calls it, refuses with those words, naming the field by the form's
    // labels along its path.
    checkEntriesWith(check);
    labelFieldsWith(labels);
    const save = preSave();
    const refused = save({ entry: decapEntry(testCase.kind, testCase.slug, values) });
    await expect(refused).rejects.toThrow(
      refusal(problems, fieldsOf(labels, testCase.kind, testCase.slug), values),
    );
    await expect(refused).rejects.toThrow(new RegExp(`^“${escape(testCase.label)}”`));
  });

  it('a good entry passes both', async () => {
    const good = corpus[0]!;
    const values = { ...dated, body: news.body };
    expect(loaderVerdict({ ...good, data: dated, body: news.body })).toBeUndefined();
    expect(check('news', 'good-post', values)).toEqual([]);
    checkEntriesWith(check);
    await expect(
      preSave()({ entry: decapEntry('news', 'good-post', values) }),
    ).resolves.toBeUndefined();
  });

  it('covers at least one entry per rule of the check', () => {
    expect(new Set(corpus.map((each) => each.kind))).toEqual(
      new Set(['news', 'careers', 'help', 'events', 'pages', 'campaigns', 'faqs']),
    );
  });
});
