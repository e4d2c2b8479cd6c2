/**
 * @jest-environment node
 */
// The content as one object (content/load/content.ts): createContent({ root, now }) reads one
// content root at one instant, when a getter is first asked, and keeps it; currentContent() is the
// one the environment names, the same object until CONTENT_ROOT, CONTENT_NOW, CONTENT_TODAY or
// INCLUDE_SCHEDULED changes.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createContent, currentContent } from '@/content/load/content';
import { companyFacts } from '@/content/load/company-facts';
import { newsArticles } from '@/content/load/news-posts';
import { contentCopy, withEnv } from './content-copy';

const root = contentCopy((dir) =>
  cpSync(path.join(__dirname, 'fixtures', 'schedule'), dir, { recursive: true }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = '/news/scheduled-fixture-post/';
const hrefs = (articles: { href: string }[]) => articles.map((article) => article.href);

describe('createContent', () => {
  it('reads nothing until asked: a missing root fails on the first getter, not before', () => {
    const content = createContent({ root: path.join(root, 'missing'), now: new Date() });
    expect(() => content.company).toThrow(/missing\/company\.yml: not valid YAML/);
  });

  it('publishes by its own clock, and keeps what it read', () => {
    const before = createContent({ root, now: new Date('2099-03-02T03:29:00Z') });
    const after = createContent({ root, now: new Date('2099-03-02T03:30:00Z') });
    const preview = createContent({
      root,
      now: new Date('2099-03-02T03:29:00Z'),
      includeScheduled: true,
    });
    expect(hrefs(before.newsArticles)).not.toContain(post);
    expect(hrefs(after.newsArticles)).toContain(post);
    expect(preview.newsArticles.find((article) => article.href === post)?.scheduled).toBeTruthy();
    expect(before.newsArticles).toBe(before.newsArticles);
    expect(after.articles.map((card) => card.href)).toEqual(hrefs(after.newsArticles));
    expect(after.pageFile('news').file).toBe(path.join(root, 'pages', 'news.yml'));
    expect(after.template('news-article')).toBe(after.template('news-article'));
  });
});

describe('currentContent', () => {
  it('is the environment’s: the same object until a variable changes, whose functions agree', () => {
    expect(currentContent()).toBe(currentContent());
    expect(currentContent().company).toBe(companyFacts());
    expect(currentContent().newsArticles).toBe(newsArticles());
    expect(hrefs(newsArticles())).not.toContain(post);
    withEnv({ CONTENT_ROOT: root, CONTENT_NOW: '2099-03-02T09:00+05:30' }, () => {
      expect(currentContent().source.root).toBe(root);
      expect(hrefs(newsArticles())).toContain(post);
      expect(currentContent().newsArticles).toBe(newsArticles());
    });
    withEnv({ CONTENT_ROOT: root, CONTENT_NOW: '2099-03-02T08:59+05:30' }, () => {
      expect(hrefs(newsArticles())).not.toContain(post);
    });
  });
});
