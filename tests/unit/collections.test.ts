/**
 * @jest-environment node
 */
// The Markdown collections end to end: one new file publishes an item everywhere it belongs, a
// broken file stops the build naming itself, and a body cannot carry markup of its own.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderMarkdown } from '@/content/load/markdown';
import * as news from '@/content/generated/news-pages';
import * as routes from '@/content/routes';
import sitemapOf from '@/app/sitemap';
import * as help from '@/content/load/help-articles';
import * as search from '@/lib/from-content/search-pages';
import { newsArticles } from '@/content/load/news-posts';
import { jobOpenings } from '@/content/load/job-openings';
import { withContentCopy } from './content-copy';

const fixtures = path.join(__dirname, 'fixtures');

/** `load` run over a copy of content/ with the fixture files of `set` added. */
function loadWith<T>(set: string, load: () => T): T {
  return withContentCopy((dir) => cpSync(path.join(fixtures, set), dir, { recursive: true }), load);
}

describe('adding one Markdown file', () => {
  const published = loadWith('collections', () => {
    const sitemap = sitemapOf();
    return {
      listing: JSON.stringify(news.newsListPage(1)),
      category: JSON.stringify(news.newsCategoryPage('marketing')),
      routes: routes.routes().map((route) => route.path),
      sitemap: sitemap.map((entry) => entry.url),
      lastModified: sitemap.find((entry) => entry.url.endsWith('/news/gold-loan-auction-notices/'))
        ?.lastModified,
      searchKind: search.searchKindOf('/help-center/auction-notice-template/'),
      helpFiles: help.helpArticles().map((article) => article.slug),
      helpCenter: JSON.stringify(routes.staticPage('/help-center/').content),
      career: JSON.stringify(routes.staticPage('/career/').content),
      pages: Object.keys(routes.allContent()),
    };
  });

  it('publishes a news article: its page, the first listing page, its category page, the sitemap', () => {
    const path = '/news/gold-loan-auction-notices/';
    expect(published.routes).toContain(path);
    expect(published.pages).toContain(path);
    expect(published.listing).toContain(`"href":"${path}"`);
    expect(published.category).toContain(`"href":"${path}"`);
    expect(published.sitemap).toContain(`https://www.finorbit.in${path}`);
    expect(published.lastModified).toBe('2030-01-15');
  });

  it('publishes a help article: its page, its topic tab, the site search (as help), the sitemap', () => {
    const path = '/help-center/auction-notice-template/';
    expect(published.routes).toContain(path);
    expect(published.helpCenter).toContain(`"href":"${path}"`);
    expect(published.helpFiles).toContain('auction-notice-template');
    expect(published.searchKind).toBe('help');
    expect(published.sitemap).toContain(`https://www.finorbit.in${path}`);
  });

  it('publishes a job opening: its page, its card on /career/, the sitemap', () => {
    const path = '/career/collections-officer/';
    expect(published.routes).toContain(path);
    expect(published.career).toContain(`"href":"${path}"`);
    expect(published.career).toContain('₹4L - ₹5.5L');
    expect(published.sitemap).toContain(`https://www.finorbit.in${path}`);
  });

  it('leaves the real content alone', () => {
    expect(routes.routes().map((route) => route.path)).not.toContain(
      '/news/gold-loan-auction-notices/',
    );
  });
});

describe('a file the build cannot publish', () => {
  it('fails with the file’s path and the missing field', () => {
    expect(() => loadWith('collections-bad', () => newsArticles())).toThrow(
      /content-[^/]+\/news\/missing-title\.md: the build cannot publish this news post\n {2}- "title": is required/,
    );
  });
});

describe('an empty list item', () => {
  it('stops the build naming the file (the editor’s job template starts with empty bullets)', () => {
    expect(() => loadWith('collections-empty-item', () => jobOpenings())).toThrow(
      /careers\/empty-bullet\.md: the build cannot publish this job opening\n {2}- "body": has an empty list item/,
    );
  });
});

describe('the Markdown pipeline', () => {
  it('wraps each table in a named region a keyboard can scroll', () => {
    // The fixture out-e2e/ is built with (scripts/build-e2e.ts): the engines' overflow sweep
    // loads it at 375 px.
    const { html } = renderMarkdown(
      readFileSync(path.join(fixtures, 'wide-table/help/wide-table-fixture.md'), 'utf8'),
    );
    const region =
      /<section class="table-scroll" tabindex="0" aria-label="Table: Charges by product and month"><table>/;
    expect(html).toMatch(region);
    expect(html.match(/<th>/g)).toHaveLength(12);
    expect(html).toMatch(/<\/table><\/section>/);
    // Without a heading above, the column headings name it; a second table under one name is (2).
    const bare = renderMarkdown(
      '| A | B |\n| - | - |\n| 1 | 2 |\n\n| A | B |\n| - | - |\n| 3 | 4 |',
    ).html;
    expect(bare).toContain('aria-label="Table: A, B"');
    expect(bare).toContain('aria-label="Table: A, B (2)"');
  });

  it('escapes raw HTML and refuses script links, so a body cannot inject markup', () => {
    const { html } = renderMarkdown(
      [
        'Hello <script>alert(1)</script> and <img src=x onerror="alert(1)">.',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '[click](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD4=)',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<img|<iframe|href="javascript:|href="data:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;iframe');
  });

  it('treats a link that leaves the site however written (`//host`, `http:/\\host`) as external', () => {
    const { html } = renderMarkdown(
      '[x](//evil.example/x), //evil.example/y, [y](http:/\\evil.example), [ours](/privacy/), [us](/company/#story) and [mail](mailto:hello@finorbit.in)',
    );
    const links = [...html.matchAll(/<a href="([^"]*)"( rel="noopener noreferrer")?>/g)].map(
      ([, href, rel]) => [href, Boolean(rel)],
    );
    expect(links).toEqual([
      ['//evil.example/x', true],
      ['//evil.example/y', true],
      ['http:/%5Cevil.example', true],
      ['/privacy/', false],
      ['/company/#story', false],
      ['mailto:hello@finorbit.in', false],
    ]);
  });

  it('gives headings ids, marks external links noopener, and reads steps and text', () => {
    const body = renderMarkdown(
      [
        'Intro with [RBI](https://www.rbi.org.in/) and [our products](/products/).',
        '',
        '## Before you start',
        '',
        '1. Open **Settings › Payments**.',
        '2. Choose *Add*.',
        '',
        '## Before you start',
      ].join('\n'),
    );
    expect(body.html).toContain('<h2 id="before-you-start">');
    expect(body.html).toContain('<h2 id="before-you-start-1">');
    expect(body.html).toContain('<a href="https://www.rbi.org.in/" rel="noopener noreferrer">');
    expect(body.html).toContain('<a href="/products/">');
    expect(body.headings.map((h) => h.id)).toEqual(['before-you-start', 'before-you-start-1']);
    expect(body.steps).toEqual(['Open Settings › Payments.', 'Choose Add.']);
    expect(body.text).toMatch(/^Intro with RBI and our products\. Before you start/);
    expect(body.readingMinutes).toBe(1);
  });
});
