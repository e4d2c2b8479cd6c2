/**
 * @jest-environment node
 */
// Publishing on a date, on the build's clock pinned (CONTENT_NOW): a post, help article and opening
// with a publishAt tomorrow are in no page, list, feed, sitemap or search index; the day after they
// are everywhere, with that day as their date. A campaign page before, during and after its window;
// a preview build (INCLUDE_SCHEDULED=1) with scheduled items marked and kept from search engines.
// The fixture files (tests/unit/fixtures/schedule/) are also built into out-e2e/ (scripts/build-e2e.ts).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { readFrontMatter } from '@/content/load/markdown-collection';
import { companySchema } from '@/content/schema/company';
import { careerSchema, newsSchema } from '@/content/schema/front-matter';
import { campaignWindowProblems } from '@/content/schema/schedule';
import * as routes from '@/content/routes';
import sitemapOf from '@/app/sitemap';
import * as feeds from '@/lib/from-content/feeds';
import * as search from '@/lib/from-content/search-pages';
import * as speculation from '@/lib/from-content/speculation';
import * as redirects from '@/content/redirects';
import * as seo from '@/lib/from-content/seo';
import * as newsPosts from '@/content/load/news-posts';
import { contentCopy, withContentCopy, withEnv } from './content-copy';

const fixtures = path.join(__dirname, 'fixtures', 'schedule');

const post = '/news/scheduled-fixture-post/';
const help = '/help-center/scheduled-fixture-help/';
const opening = '/career/scheduled-fixture-opening/';
const ended = '/campaigns/ended-offer-fixture/';
const upcoming = '/campaigns/upcoming-offer-fixture/';

/** content/ plus the fixtures, the content root of every build here. */
const root = contentCopy((dir) => cpSync(fixtures, dir, { recursive: true }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What a build at `now` publishes, from content/ plus the fixtures. */
function buildAt(now: string, { preview = false } = {}) {
  const env = {
    CONTENT_ROOT: root,
    CONTENT_NOW: now,
    INCLUDE_SCHEDULED: preview ? '1' : undefined,
  };
  /** `fn`, called later, on this build's content and clock. */
  const atBuild =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A) =>
      withEnv(env, () => fn(...args));
  return withEnv(env, () => {
    const sitemap = sitemapOf();
    const content = routes.allContent();
    const item = (path: string) =>
      routes
        .collectionItems(
          path.startsWith('/news/')
            ? '/news/[slug]/'
            : path.startsWith('/help-center/')
              ? '/help-center/[slug]/'
              : path.startsWith('/career/')
                ? '/career/[slug]/'
                : '/campaigns/[slug]/',
        )
        .find((entry) => entry.path === path);
    return {
      paths: routes.routes().map((route) => route.path),
      route: atBuild((path: string) => routes.routes().find((route) => route.path === path)),
      item: atBuild(item),
      // Every page's content but the item's own: lists, cards, related items, home variants.
      elsewhere: (path: string) =>
        JSON.stringify(Object.entries(content).filter(([at]) => at !== path)),
      content: (path: string) => content[path as keyof typeof content],
      sitemap: sitemap.map((entry) => entry.url.replace('https://www.finorbit.in', '')),
      lastModified: (path: string) =>
        sitemap.find((entry) => entry.url.endsWith(path))?.lastModified,
      rss: feeds.newsRssFeed(),
      json: feeds.newsJsonFeed(),
      searchKind: atBuild(search.searchKindOf),
      prerender: speculation.prerenderPatterns(),
      redirects: redirects.activeRedirects(),
      metadata: atBuild((path: string) => {
        const entry = item(path)!;
        return seo.pageMetadata(entry.content().meta, entry.path, entry.share);
      }),
      article: newsPosts.newsArticles().find((article) => article.href === post),
    };
  });
}

describe('a post, help article and opening with publishAt 2099-03-02 09:00 (India time)', () => {
  const before = buildAt('2099-03-02T08:59+05:30');
  const after = buildAt('2099-03-02T09:00+05:30');

  it.each([post, help, opening])('%s: one minute before, in no page, list or map', (path) => {
    expect(before.paths).not.toContain(path);
    expect(before.item(path)).toBeUndefined();
    expect(before.elsewhere(path)).not.toContain(path);
    expect(before.sitemap).not.toContain(path);
    expect(before.searchKind(path)).toBeUndefined();
    expect(before.redirects.map((redirect) => redirect.to)).not.toContain(path);
  });

  it('one minute before: not in the feeds, and the help word is nowhere', () => {
    expect(before.rss).not.toContain('scheduled-fixture-post');
    expect(before.json).not.toContain('scheduled-fixture-post');
    expect(before.elsewhere(help)).not.toContain('Scheduled fixture help article');
    expect(before.elsewhere(opening)).not.toContain('Scheduled Fixture Branch Trainer');
  });

  it.each([
    [post, 'news'],
    [help, 'help'],
    [opening, 'jobs'],
  ])('%s: at its time, its page, the lists, the sitemap and the search (%s)', (path, kind) => {
    expect(after.paths).toContain(path);
    expect(after.elsewhere(path)).toContain(path);
    expect(after.sitemap).toContain(path);
    expect(after.searchKind(path)).toBe(kind);
    expect(after.item(path)?.notice).toBeUndefined();
    expect(after.route(path)?.indexable).toBe(true);
  });

  it('after: the post shows the day of its publishAt, and the feeds its exact time', () => {
    expect(after.article?.date).toBe('2099-03-02');
    expect(after.lastModified(post)).toBe('2099-03-02');
    expect(after.elsewhere(post)).toContain('"date":"2099-03-02"');
    // 09:00 in India is 03:30 UTC; the feeds were at noon UTC of the day before publishAt.
    expect(after.rss).toContain('<pubDate>Mon, 02 Mar 2099 03:30:00 GMT</pubDate>');
    expect(after.json).toContain('"date_published":"2099-03-02T03:30:00.000Z"');
    // The newest post leads the first listing page.
    expect(JSON.stringify(after.content('/news/')).indexOf(post)).toBeGreaterThan(-1);
  });

  it('after: the opening is posted that day', () => {
    expect(after.lastModified(opening)).toBe('2099-03-02');
    expect(JSON.stringify(after.content(opening))).toContain('"datePosted":"2099-03-02"');
  });
});

describe('a preview build (INCLUDE_SCHEDULED=1) before the time', () => {
  const preview = buildAt('2099-02-28T18:00+05:30', { preview: true });

  it.each([post, help, opening, upcoming])('%s: built, marked with its time, noindex', (path) => {
    expect(preview.paths).toContain(path);
    const when = path === upcoming ? '1 Mar 2099, 00:00 IST' : '2 Mar 2099, 09:00 IST';
    expect(preview.item(path)?.notice?.title).toBe(`Scheduled for ${when}`);
    expect(preview.route(path)?.indexable).toBe(false);
    expect(preview.route(path)?.prerender).toBe(false);
    expect(preview.sitemap).not.toContain(path);
    expect(preview.searchKind(path)).toBeUndefined();
    expect(preview.metadata(path).robots).toEqual({ index: false, follow: true });
  });

  it('keeps the scheduled post out of the feeds', () => {
    expect(preview.rss).not.toContain('scheduled-fixture-post');
    expect(preview.json).not.toContain('scheduled-fixture-post');
  });
});

describe('a campaign page from 2026-03-01 00:00 to 2026-03-31 23:59 (India time)', () => {
  const beforeStart = buildAt('2026-02-28T23:59+05:30');
  const during = buildAt('2026-03-31T23:58+05:30');
  // endsAt is the instant it ends: from 23:59 it says so.
  const afterEnd = buildAt('2026-03-31T23:59+05:30');

  it('before its start: no page, in no list or map', () => {
    expect(beforeStart.paths).not.toContain(ended);
    expect(beforeStart.sitemap).not.toContain(ended);
  });

  it('during: its own page, indexable as its file says, in the sitemap and prerendered', () => {
    expect(during.paths).toContain(ended);
    const page = JSON.stringify(during.content(ended));
    expect(page).toContain('Half the processing fee on gold loans this March');
    expect(during.route(ended)?.indexable).toBe(true);
    expect(during.sitemap).toContain(ended);
    expect(during.prerender).toContain(ended);
  });

  it('after its end: at its URL, says it ended and links the follow-up page; noindex', () => {
    expect(afterEnd.paths).toContain(ended);
    const page = afterEnd.content(ended)!;
    expect(page.sections).toEqual([
      expect.objectContaining({
        type: 'messageScreen',
        title: 'This offer ended on 31 Mar 2026',
        cta: { label: 'See our gold loan software', href: '/products/' },
      }),
    ]);
    // The offer is no longer promised anywhere on the page.
    expect(JSON.stringify(page)).not.toContain('Half the processing fee');
    expect(afterEnd.route(ended)?.indexable).toBe(false);
    expect(afterEnd.metadata(ended).robots).toEqual({ index: false, follow: true });
    expect(afterEnd.metadata(ended).title).toBe(
      'Fixture March Gold Loan Offer: this offer has ended',
    );
    expect(afterEnd.sitemap).not.toContain(ended);
    expect(afterEnd.prerender).not.toContain(ended);
  });
});

describe('a campaign whose follow-up is not a page', () => {
  it('stops the build the day the file is written, naming the file and the field', () => {
    expect(() =>
      withContentCopy(
        (dir) => {
          cpSync(fixtures, dir, { recursive: true });
          const file = path.join(dir, 'campaigns', 'upcoming-offer-fixture.yml');
          writeFileSync(
            file,
            readFileSync(file, 'utf8').replace('href: /products/', 'href: /prodcuts/'),
          );
        },
        () => routes.routes(),
      ),
    ).toThrow(
      /campaigns\/upcoming-offer-fixture\.yml: "followUp\.href": \/prodcuts\/ is not a page of the site/,
    );
  });
});

describe('a job opening closes at midnight in the company’s time zone', () => {
  // validThrough: 2099-03-31, the last day to apply in India.
  it('open at 23:59 IST on its last day, closed at 00:00 IST the day after', () => {
    const last = buildAt('2099-03-31T23:59+05:30');
    const next = buildAt('2099-04-01T00:00+05:30');
    expect(JSON.stringify(last.content('/career/'))).toContain(opening);
    expect(JSON.stringify(next.content('/career/'))).not.toContain(opening);
    expect(next.paths).toContain(opening);
  });
});

describe('what the build refuses, naming the field', () => {
  const news = {
    title: 'A post that is scheduled',
    author: 'meera',
    category: 'customers',
    excerpt: 'An excerpt long enough for the schema: sixty characters at the very least, surely.',
  };
  const problems = (result: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it('a publishAt that is not a date and time, or names a day that does not exist', () => {
    expect(problems(newsSchema.safeParse({ ...news, publishAt: 'Monday 9am' }))).toEqual([
      'publishAt: must be a date and time written as YYYY-MM-DD HH:mm, e.g. 2026-11-30 09:00',
    ]);
    expect(problems(newsSchema.safeParse({ ...news, publishAt: '2027-02-30 09:00' }))).toEqual([
      'publishAt: names a day that does not exist (2027-02-30)',
    ]);
    expect(problems(newsSchema.safeParse({ ...news, publishAt: '2027-02-03 24:00' }))).toEqual([
      'publishAt: names a time of day that does not exist',
    ]);
  });

  it('a post with both a date and a publishAt, or neither', () => {
    expect(
      problems(
        newsSchema.safeParse({ ...news, date: '2027-01-01', publishAt: '2027-01-02 09:00' }),
      ),
    ).toEqual([
      'date: must be empty when there is a Publish at: a scheduled item shows the day it is published',
    ]);
    expect(problems(newsSchema.safeParse(news))).toEqual([
      'date: is required (or set a Publish at)',
    ]);
  });

  it('front matter dates reach the schemas as written (YAML 1.2: no timestamps)', () => {
    const file = path.join(tmpdir(), `front-matter-${process.pid}.md`);
    writeFileSync(
      file,
      '---\npublishAt: 2026-11-30T09:00:00+05:30\nvalidThrough: 2027-02-30\ndate: 2024-12-16\n---\nBody.\n',
    );
    // js-yaml read the first as a Date without its offset (5½ hours early once read as India
    // time) and rolled 30 February over into 2 March.
    expect(readFrontMatter(file, 'x.md').data).toEqual({
      publishAt: '2026-11-30T09:00:00+05:30',
      validThrough: '2027-02-30',
      date: '2024-12-16',
    });
  });

  it('an opening that closes before the day it is posted', () => {
    const result = careerSchema.safeParse({
      title: 'Branch trainer',
      team: 'Operations',
      employmentType: 'full-time',
      workplace: 'on-site',
      location: 'Kochi, India',
      country: 'IN',
      experience: '3+ years',
      salary: { currency: 'INR', min: 1, max: 2 },
      hoursPerWeek: 40,
      excerpt: 'An excerpt long enough for the schema: sixty characters at the very least, surely.',
      publishAt: '2027-03-02 09:00',
      validThrough: '2027-03-01',
    });
    expect(problems(result)).toEqual([
      'validThrough: must not be before the day it is posted (datePosted or publishAt)',
    ]);
  });

  it('a campaign that ends before it starts, or ends with nowhere to send visitors', () => {
    expect(
      campaignWindowProblems({
        startsAt: '2027-03-01 00:00',
        endsAt: '2027-02-28 23:59',
        followUp: { label: 'x', href: '/products/' },
      }),
    ).toEqual([{ path: 'endsAt', message: 'must be after the start (2027-03-01 00:00)' }]);
    expect(campaignWindowProblems({ endsAt: '2027-03-31 23:59' })).toEqual([
      {
        path: 'followUp',
        message:
          'is required when the offer ends: the page visitors are sent on to once it has ended',
      },
    ]);
    expect(campaignWindowProblems({ startsAt: '2027-03-01 00:00' })).toEqual([]);
  });

  it('a time zone the runtime does not know', () => {
    const company = companySchema.shape.timeZone;
    expect(company.safeParse('Asia/Kolkata').success).toBe(true);
    expect(problems(company.safeParse('India/Kochi'))).toEqual([
      ': must be a time zone name such as Asia/Kolkata or Europe/London',
    ]);
  });
});
