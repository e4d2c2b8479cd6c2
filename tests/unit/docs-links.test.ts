/**
 * @jest-environment node
 */
// The docs a reader can find: README.md stays short (quick start, folder map, links to the
// guides) and every link between README.md and docs/*.md lands. A link to a relative file must
// name a file of the repository; a `#fragment` (in the same file or `file.md#fragment`) must be
// the slug GitHub gives one of the target's headings. Links are read as markdown-it parses them,
// so text in code spans and fenced blocks (the folder map) is not a link.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import markdownit, { type Token } from 'markdown-it';

const repo = path.resolve(__dirname, '../..');
const README_MAX_LINES = 250;

const docs = [
  'README.md',
  ...readdirSync(path.join(repo, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

const md = markdownit({ html: false });

/** GitHub's heading ids (github-slugger): lower case, punctuation but `-` and `_` removed, each
 * space a `-`; a repeated heading gets `-1`, `-2`, …. */
function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const textOf = (inline: Token): string =>
  (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

type Link = { from: string; line: number; href: string };

function read(file: string): { anchors: Set<string>; links: Link[] } {
  const tokens = md.parse(readFileSync(path.join(repo, file), 'utf8'), {});
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const links: Link[] = [];
  let line = 1; // of the block being read: a table cell's inline token carries no map
  tokens.forEach((token, index) => {
    if (token.map) line = token.map[0] + 1;
    const next = tokens[index + 1];
    if (token.type === 'heading_open' && next) {
      const slug = githubSlug(textOf(next));
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    if (token.type !== 'inline') return;
    for (const child of token.children ?? []) {
      const href = child.type === 'link_open' ? child.attrGet('href') : null;
      if (href !== null) links.push({ from: file, line, href: String(href) });
    }
  });
  return { anchors, links };
}

const parsed = new Map(docs.map((file) => [file, read(file)]));
const allLinks = [...parsed.values()].flatMap(({ links }) => links);
// External links (a scheme, or a host after `//`) and site paths (`/privacy/`, in examples) are
// not the docs' to check.
const relative = allLinks.filter(({ href }) => !/^([a-z][a-z0-9+.-]*:|\/)/i.test(href));

function problem({ from, href }: Link): string | null {
  const [filePart, fragment] = href.split('#', 2) as [string, string | undefined];
  const target = filePart
    ? path.posix.normalize(path.posix.join(path.posix.dirname(from), decodeURI(filePart)))
    : from;
  if (filePart) {
    const absolute = path.join(repo, target);
    if (target.startsWith('..') || !existsSync(absolute)) return `no file ${target}`;
    if (fragment === undefined) return null;
    if (!statSync(absolute).isFile() || !target.endsWith('.md'))
      return `#${fragment} in ${target}, which is not a Markdown file`;
  }
  if (fragment === undefined) return null;
  const anchors = parsed.get(target)?.anchors ?? read(target).anchors;
  return anchors.has(fragment) ? null : `no heading #${fragment} in ${target}`;
}

describe('the docs', () => {
  it(`README.md has at most ${README_MAX_LINES} lines (the rest is in docs/)`, () => {
    const lines = readFileSync(path.join(repo, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('link to each other, and README.md links every guide in docs/', () => {
    const fromReadme = new Set(
      parsed.get('README.md')!.links.map(({ href }) => href.split('#')[0]),
    );
    expect(docs.filter((file) => file !== 'README.md' && !fromReadme.has(file))).toEqual([]);
    // Each guide links back to the README.
    for (const file of docs.filter((name) => name !== 'README.md'))
      expect([file, parsed.get(file)!.links.some(({ href }) => href === '../README.md')]).toEqual([
        file,
        true,
      ]);
  });

  it('every relative link names a file that exists and a heading that exists in it', () => {
    expect(relative.length).toBeGreaterThan(50);
    const broken = relative
      .map((link) => ({ link, problem: problem(link) }))
      .filter(({ problem }) => problem !== null)
      .map(({ link, problem }) => `${link.from}:${link.line} (${link.href}): ${problem}`);
    expect(broken).toEqual([]);
  });

  it('slugs headings as GitHub does', () => {
    expect(githubSlug('HTML first: islands enhance markup that already works')).toBe(
      'html-first-islands-enhance-markup-that-already-works',
    );
    expect(githubSlug('Configuration (build time)')).toBe('configuration-build-time');
    expect(githubSlug('security.txt')).toBe('securitytxt');
    expect(githubSlug("The photos' cache between builds")).toBe('the-photos-cache-between-builds');
    expect(githubSlug('How npm test is organised')).toBe('how-npm-test-is-organised');
  });
});
