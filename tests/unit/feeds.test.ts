/**
 * @jest-environment node
 */
// The news feeds as a reader sees them: both are parsed by a feed reader's library
// (@extractus/feed-extractor, not the code that wrote them), carry the newest 20 articles with
// full title, summary, date, author and category, and every link is an absolute URL of a page the
// build exports. The news pages announce both feeds.
import { extractFromJson, extractFromXml } from '@extractus/feed-extractor';
import { GET as rssRoute } from '@/app/(site)/news/feed.xml/route';
import { GET as jsonRoute } from '@/app/(site)/news/feed.json/route';
import { generateStaticParams as articleParams } from '@/app/(site)/news/[slug]/page';
import { newsArticles } from '@/content/load/news-posts';
import { routePaths } from '@/content/routes';
import { pageMetadata } from '@/lib/from-content/seo';

const origin = 'https://www.finorbit.in';
const newest = newsArticles().slice(0, 20);
/** Paths of the article pages the build exports (the article folder's static params). */
const exported = new Set(articleParams().map(({ slug }) => `/news/${slug}/`));

type Extra = { category?: string; author?: string; summary?: string; version?: string };

type Parsed = ReturnType<typeof extractFromXml>;

/**
 * The newest 20 articles in order with their fields, and every link this site's absolute URL of
 * an exported article page.
 */
function expectNewestArticles(feed: Parsed) {
  expect(feed.title).toBe('Finorbit news');
  expect(feed.link).toBe(`${origin}/news/`);
  expect(feed.entries).toHaveLength(20);
  feed.entries!.forEach((entry, i) => {
    const article = newest[i]!;
    const extra = entry as typeof entry & Extra;
    expect(entry.title).toBe(article.title);
    expect(entry.link).toBe(`${origin}${article.href}`);
    expect(extra.summary).toBe(article.excerpt);
    expect(entry.published?.slice(0, 10)).toBe(article.date);
    expect(extra.category).toBe(article.category);
    expect(extra.author).toBe(article.author.name);
    const url = new URL(entry.link!);
    expect(url.origin).toBe(origin);
    expect(exported).toContain(url.pathname);
    expect(routePaths()).toContain(url.pathname);
  });
}

describe('/news/feed.xml (RSS 2.0)', () => {
  it('is served as RSS and parses with the newest 20 articles and their fields', async () => {
    const response = rssRoute();
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml[^>]*>\s*<rss [^>]*version="2.0"/);
    const feed = extractFromXml(xml, {
      getExtraEntryFields: (entry: Record<string, unknown>): Extra => ({
        category: String(entry.category ?? ''),
        author: String(entry['dc:creator'] ?? ''),
        summary: String(entry.description ?? ''),
      }),
    });
    expectNewestArticles(feed);
  });
});

describe('/news/feed.json (JSON Feed 1.1)', () => {
  it('is served as a JSON Feed 1.1 and parses with the newest 20 articles and their fields', async () => {
    const response = jsonRoute();
    expect(response.headers.get('Content-Type')).toBe('application/feed+json');
    const json = (await response.json()) as Record<string, unknown>;
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.feed_url).toBe(`${origin}/news/feed.json`);
    const feed = extractFromJson(json, {
      getExtraEntryFields: (entry: Record<string, unknown>): Extra => ({
        category: (entry.tags as string[] | undefined)?.join(','),
        author: (entry.authors as { name: string }[] | undefined)?.map((a) => a.name).join(','),
        summary: String(entry.summary ?? ''),
      }),
    });
    expectNewestArticles(feed);
  });
});

describe('feed autodiscovery', () => {
  it('announces both feeds on the news pages and only there', () => {
    for (const path of ['/news/', '/news/page/2/', '/news/category/sales/', newest[0]!.href]) {
      const types = pageMetadata({ title: 'x', description: 'y' }, path as never).alternates?.types;
      expect(types).toEqual({
        'application/rss+xml': [{ url: `${origin}/news/feed.xml`, title: 'Finorbit news (RSS)' }],
        'application/feed+json': [
          { url: `${origin}/news/feed.json`, title: 'Finorbit news (JSON Feed)' },
        ],
      });
    }
    expect(pageMetadata({ title: 'x', description: 'y' }, '/company/').alternates?.types).toBe(
      undefined,
    );
  });
});
