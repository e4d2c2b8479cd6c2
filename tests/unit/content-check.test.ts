/**
 * @jest-environment node
 */
// The content check (`npm run check:content`, content/content-check.ts), which the content workflow
// runs on every push and pull request: the content as it is passes; each entry of the broken-entry
// corpus, written where the build reads it in a copy of content/, fails it with the build's own
// message naming the file; two broken files of different parts are both reported.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import matter from 'gray-matter';
import { stringify } from 'yaml';
import { markdownCollections } from '@/content/check/entry';
import { sharedKinds } from '@/content/schema/shared-kinds';
import { contentProblems } from '@/content/content-check';
import { contentCopy, withContentCopy } from './content-copy';
import { corpus, root, type Case } from './fixtures/broken-entries';
import { rmSync } from 'node:fs';

/** Where the build reads an entry of `testCase.kind`, relative to the content root. */
function fileOf({ kind, slug }: Case): string {
  if ((markdownCollections as readonly string[]).includes(kind)) return `${kind}/${slug}.md`;
  if (kind in sharedKinds) return `shared/${kind}/${slug}.yml`;
  return `${kind}/${slug}.yml`;
}

/** Writes the broken entry into the content copy `dir`. */
function write(dir: string, testCase: Case) {
  const file = path.join(dir, fileOf(testCase));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    testCase.body === undefined
      ? stringify(testCase.data)
      : matter.stringify(testCase.body, testCase.data),
  );
}

describe('the content check', () => {
  it('passes the content as it is', () => {
    expect(contentProblems()).toEqual([]);
  });

  it.each(corpus.map((each) => [each.rule, each] as const))('fails %s', (_rule, testCase) => {
    const problems = withContentCopy(
      (dir) => write(dir, testCase),
      () => contentProblems(),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toMatch(new RegExp(`${fileOf(testCase).replace('.', '\\.')}$`));
    expect(problems[0]!.message).toMatch(testCase.expect);
  });

  it('reports a broken file of each part, not only the first', () => {
    const [post, campaign] = [
      corpus.find((each) => each.kind === 'news')!,
      corpus.find((each) => each.kind === 'campaigns')!,
    ];
    const problems = withContentCopy(
      (dir) => [post, campaign].forEach((each) => write(dir, each)),
      () => contentProblems(),
    );
    expect(problems.map((each) => each.part)).toEqual(['news posts', 'campaign pages']);
  });

  it('runs as `npm run check:content`: exit 1, the file as a GitHub annotation', () => {
    const testCase = corpus[0]!;
    const dir = contentCopy((copy) => write(copy, testCase));
    try {
      const run = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], {
        cwd: root,
        env: { ...process.env, CONTENT_ROOT: dir, GITHUB_ACTIONS: 'true' },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(
        `::error file=${path.join(dir, fileOf(testCase)).replace(/:/g, '%3A')},`,
      );
      expect(run.stderr).toMatch(/check:content: 1 problem the build would stop at/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
