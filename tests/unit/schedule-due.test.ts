/**
 * @jest-environment node
 */
// `npm run schedule:due -- --since <instant>`: what the next build publishes or changes by the
// clock alone in (since, until]. The pure rules (changesBetween) on hand-made items; the dates
// read from the content files alone (content/load/schedule-dates.ts); and the real script over a
// copy of content/ with scheduled files added, whose lines must be exactly the pages the full
// content layer builds differently at `until` than at `since`.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildDay } from '@/lib/build-day';
import { isoIn, parseInstant } from '@/lib/zoned-time';
import { changesBetween, type DatedItem } from '@/content/schema/schedule';
import { ContentError } from '@/content/schema/errors';
import { scheduleDates } from '@/content/load/schedule-dates';
import * as news from '@/content/load/news-posts';
import * as help from '@/content/load/help-articles';
import * as jobs from '@/content/load/job-openings';
import * as live from '@/content/load/campaigns';
import { contentCopy, withEnv } from './content-copy';
import { collectionDescriptors } from '@/content/collections';
import { loadDescribed } from '@/content/load/described';

const repo = path.resolve(__dirname, '../..');
const zone = 'Asia/Kolkata';
const at = (instant: string) => parseInstant(instant)!;

describe('parseInstant: the --since and --until arguments', () => {
  it('reads an instant with Z (date -u +%FT%TZ, GitHub’s API) or an offset', () => {
    expect(at('2026-11-30T03:30:00Z').toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(at('2026-11-30T09:00+05:30').toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(at('2026-11-30T03:30:00.250Z').toISOString()).toBe('2026-11-30T03:30:00.250Z');
    expect(at('2026-11-29T22:00:00-05:30').toISOString()).toBe('2026-11-30T03:30:00.000Z');
  });

  it('refuses a wall time without an offset, a day that does not exist, an offset past 14 hours', () => {
    for (const value of [
      '2026-11-30 09:00',
      '2026-11-30T09:00',
      '2026-11-30',
      '2026-02-30T09:00Z',
      '2026-11-30T24:00Z',
      '2026-11-30T09:00+25:00',
      'yesterday',
      '',
    ])
      expect(parseInstant(value)).toBeUndefined();
  });

  it('isoIn writes an instant in a zone with the offset then, and reads back to it', () => {
    const instant = at('2026-11-30T03:30:00Z');
    expect(isoIn(instant, zone)).toBe('2026-11-30T09:00+05:30');
    expect(isoIn(instant, 'UTC')).toBe('2026-11-30T03:30+00:00');
    expect(isoIn(at('2026-07-01T12:00:30Z'), 'America/New_York')).toBe('2026-07-01T08:00:30-04:00');
    expect(at(isoIn(instant, 'Europe/London')).getTime()).toBe(instant.getTime());
  });
});

describe('changesBetween (pure)', () => {
  const since = at('2026-11-30T09:00+05:30');
  const until = at('2026-12-01T09:00+05:30');
  const item = (name: string, dates: Omit<DatedItem, 'file' | 'path'>): DatedItem => ({
    file: `content/news/${name}.md`,
    path: `/news/${name}/`,
    ...dates,
  });
  const paths = (items: DatedItem[], from = since, to = until) =>
    changesBetween(items, zone, from, to).map((change) => change.path);

  it('lists a post scheduled inside the window, not one before --since or after --until', () => {
    const items = [
      item('before', { publishAt: '2026-11-30 08:59' }),
      item('inside', { publishAt: '2026-11-30 15:00' }),
      item('after', { publishAt: '2026-12-01 09:01' }),
      item('unscheduled', {}),
    ];
    expect(changesBetween(items, zone, since, until)).toEqual([
      {
        at: at('2026-11-30T09:30:00Z'),
        local: '2026-11-30T15:00+05:30',
        change: 'published',
        field: 'publishAt',
        file: 'content/news/inside.md',
        path: '/news/inside/',
      },
    ]);
  });

  it('leaves out --since itself (the build then showed it) and keeps --until (the build now shows it)', () => {
    const items = [
      item('at-since', { publishAt: '2026-11-30 09:00' }),
      item('at-until', { publishAt: '2026-12-01 09:00' }),
    ];
    expect(paths(items)).toEqual(['/news/at-until/']);
    // A millisecond either side.
    expect(paths(items, new Date(since.getTime() - 1))).toEqual([
      '/news/at-since/',
      '/news/at-until/',
    ]);
    expect(paths(items, since, new Date(until.getTime() - 1))).toEqual([]);
    // An empty window.
    expect(paths(items, until, until)).toEqual([]);
  });

  it('reads a wall time with its own offset at that offset, not in the company’s zone', () => {
    const items = [
      // 10:00 UTC is 15:30 in India: inside.
      item('utc', { publishAt: '2026-11-30T10:00+00:00' }),
      // 06:00 in New York is 16:30 in India: after --until (06:00 in India would be inside).
      item('new-york', { publishAt: '2026-12-01T06:00-05:00' }),
    ];
    expect(changesBetween(items, zone, since, until).map((c) => [c.local, c.path])).toEqual([
      ['2026-11-30T15:30+05:30', '/news/utc/'],
    ]);
  });

  it('closes an opening at midnight in the company’s zone after its validThrough, as the build does', () => {
    const opening = (validThrough: string): DatedItem => ({
      file: `content/careers/${validThrough}.md`,
      path: `/career/${validThrough}/`,
      validThrough,
    });
    const changes = changesBetween(
      [opening('2026-11-29'), opening('2026-11-30'), opening('2026-12-01')],
      zone,
      since,
      until,
    );
    expect(changes.map((c) => [c.local, c.change, c.path])).toEqual([
      ['2026-12-01T00:00+05:30', 'closes', '/career/2026-11-30/'],
    ]);
    // 18:30 UTC, and the build's own rule (content/load/job-openings.ts) flips at that instant.
    const closing = changes[0]!.at;
    expect(closing.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    const closedAt = (instant: Date) => {
      process.env.CONTENT_NOW = isoIn(instant, 'UTC');
      try {
        return '2026-11-30' < buildDay(zone);
      } finally {
        delete process.env.CONTENT_NOW;
      }
    };
    expect(closedAt(new Date(closing.getTime() - 1000))).toBe(false);
    expect(closedAt(closing)).toBe(true);
  });

  it('a campaign goes live at its startsAt and ends at its endsAt, each in its own window', () => {
    const campaign = (name: string, startsAt: string, endsAt: string): DatedItem => ({
      file: `content/campaigns/${name}.yml`,
      path: `/campaigns/${name}/`,
      startsAt,
      endsAt,
    });
    const items = [
      campaign('starting', '2026-11-30 12:00', '2026-12-31 23:59'),
      campaign('ending', '2026-11-01 00:00', '2026-11-30 23:59'),
      campaign('both', '2026-11-30 10:00', '2026-11-30 11:00'),
    ];
    expect(
      changesBetween(items, zone, since, until).map((c) => [c.local, c.change, c.path]),
    ).toEqual([
      ['2026-11-30T10:00+05:30', 'goes live', '/campaigns/both/'],
      ['2026-11-30T11:00+05:30', 'ends', '/campaigns/both/'],
      ['2026-11-30T12:00+05:30', 'goes live', '/campaigns/starting/'],
      ['2026-11-30T23:59+05:30', 'ends', '/campaigns/ending/'],
    ]);
  });

  it('in a zone with summer time, each instant is written with the offset in force then', () => {
    const london = [
      // Clocks go forward at 01:00 on 28 March 2027: a time in the skipped hour is taken after it.
      item('skipped', { publishAt: '2027-03-28 01:30' }),
      { file: 'content/careers/x.md', path: '/career/x/', validThrough: '2027-03-28' },
    ];
    const changes = changesBetween(
      london,
      'Europe/London',
      at('2027-03-27T12:00Z'),
      at('2027-03-30T00:00Z'),
    );
    expect(changes.map((c) => [c.local, c.change])).toEqual([
      ['2027-03-28T02:30+01:00', 'published'],
      ['2027-03-29T00:00+01:00', 'closes'],
    ]);
  });
});

describe('schedule-dates: the dated fields of the content files alone', () => {
  afterEach(() => {
    delete process.env.CONTENT_ROOT;
  });

  it('reads every file of the real content, with the pages the loaders publish them at', () => {
    const { timeZone, items } = scheduleDates();
    expect(timeZone).toBe('Asia/Kolkata');
    // Nothing of the real content is scheduled for later: every file is a published page.
    const published = [
      ...live.campaigns().map((campaign) => live.campaignPath(campaign.slug)),
      ...collectionDescriptors.flatMap((descriptor) =>
        loadDescribed(descriptor).items.map((item) => descriptor.itemPath(item.slug)),
      ),
    ];
    expect(items.map((item) => item.path).sort()).toEqual(published.sort());
    expect(items.find((item) => item.path === '/career/qa-engineer-lending/')).toEqual({
      file: 'content/careers/qa-engineer-lending.md',
      path: '/career/qa-engineer-lending/',
      validThrough: '2027-01-31',
    });
  });

  it.each([
    [
      'news',
      'accessible-passbook-app.md',
      /^date: .*$/m,
      "publishAt: '2026-11-31 09:00'",
      'publishAt',
      'names a day that does not exist (2026-11-31)',
    ],
    [
      'help',
      'ckyc-upload.md',
      /^updated: .*$/m,
      '$&\npublishAt: 30/11/2026 9am',
      'publishAt',
      'must be a date and time written as YYYY-MM-DD HH:mm',
    ],
    [
      'careers',
      'qa-engineer-lending.md',
      /^validThrough: .*$/m,
      'validThrough: 31/01/2027',
      'validThrough',
      'must be a date written as YYYY-MM-DD',
    ],
    [
      'campaigns',
      'nidhi-gold-loan.yml',
      /^indexable: .*$/m,
      "$&\nendsAt: '2026-12-01 25:00'",
      'endsAt',
      'names a time of day that does not exist',
    ],
  ])(
    'a malformed date in %s stops it, naming the file and the field',
    (folder, name, line, replacement, field, message) => {
      const dir = contentCopy((copy) => {
        const file = path.join(copy, folder, name);
        writeFileSync(file, readFileSync(file, 'utf8').replace(line, replacement));
      });
      try {
        process.env.CONTENT_ROOT = dir;
        expect(scheduleDates).toThrow(ContentError);
        expect(scheduleDates).toThrow(path.join(dir, folder, name));
        expect(scheduleDates).toThrow(`"${field}": ${message}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('npm run schedule:due over a copy of content/ with scheduled files', () => {
  // The previous run started at 09:00 in India (as `gh` gives it), and it is 09:00 the next day.
  const since = '2026-11-30T03:30:00Z';
  const until = '2026-12-01T09:00+05:30';
  let dir = '';

  /** A real file of content/<folder>/ copied as <slug>, edited (each edit must change it). */
  const variant = (folder: string, from: string, slug: string, edits: [RegExp, string][]) => {
    const text = readFileSync(path.join(repo, 'content', folder, from), 'utf8');
    const edited = edits.reduce((copy, [line, replacement]) => {
      if (!line.test(copy)) throw new Error(`${folder}/${from}: no line ${line}`);
      return copy.replace(line, replacement);
    }, text);
    writeFileSync(path.join(dir, folder, `${slug}${path.extname(from)}`), edited);
  };
  const post = (slug: string, publishAt: string) =>
    variant('news', 'accessible-passbook-app.md', slug, [
      [/^date: .*$/m, `publishAt: '${publishAt}'`],
    ]);
  const opening = (slug: string, edits: [RegExp, string][]) =>
    variant('careers', 'qa-engineer-lending.md', slug, edits);
  const campaign = (slug: string, startsAt: string, endsAt: string) =>
    variant('campaigns', 'nidhi-gold-loan.yml', slug, [
      [
        /^indexable: false$/m,
        `indexable: false\nstartsAt: '${startsAt}'\nendsAt: '${endsAt}'\nfollowUp:\n  label: See our gold loan software\n  href: /products/`,
      ],
    ]);

  beforeAll(() => {
    dir = contentCopy((copy) => {
      dir = copy;
      post('post-before-since', '2026-11-30 08:59');
      post('post-at-since', '2026-11-30 09:00');
      post('post-inside', '2026-11-30 15:00');
      post('post-utc-offset', '2026-11-30T10:00+00:00');
      post('post-new-york-offset', '2026-12-01T06:00-05:00');
      post('post-at-until', '2026-12-01 09:00');
      post('post-after-until', '2026-12-01 09:01');
      variant('help', 'ckyc-upload.md', 'help-inside', [
        [/^updated: .*$/m, "$&\npublishAt: '2026-11-30 18:00'"],
      ]);
      opening('opening-closing', [[/^validThrough: .*$/m, 'validThrough: 2026-11-30']]);
      opening('opening-closed-before', [[/^validThrough: .*$/m, 'validThrough: 2026-11-29']]);
      opening('opening-scheduled', [[/^datePosted: .*$/m, "publishAt: '2026-12-01 08:00'"]]);
      campaign('campaign-starting', '2026-11-30 12:00', '2026-12-31 23:59');
      campaign('campaign-ending', '2026-11-01 00:00', '2026-11-30 23:59');
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    promisify(execFile)(command, args, {
      cwd: repo,
      env: { ...process.env, CONTENT_ROOT: dir, CONTENT_NOW: until, ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  const tsx = (args: string[], env?: Record<string, string>) =>
    run(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/schedule-due.ts', ...args], env);

  /** The state of every page the full content layer builds at `now`, from the copy. */
  const pagesAt = (now: string) =>
    withEnv({ CONTENT_ROOT: dir, CONTENT_NOW: now }, () => {
      const pages = new Map<string, string>();
      for (const article of news.newsArticles())
        pages.set(news.newsArticlePath(article.slug), 'published');
      for (const article of help.helpArticles()) pages.set(article.href, 'published');
      for (const job of jobs.jobOpenings())
        pages.set(job.href, job.closed ? 'closed' : 'published');
      for (const page of live.campaigns())
        pages.set(live.campaignPath(page.slug), page.ended ? 'ended' : 'live');
      return pages;
    });

  /** A line of the output: the page's path from its file (its folder's page, its name). */
  const line = (local: string, change: string, file: string) => {
    const [folder, name] = file.split('/') as [string, string];
    const page = { news: 'news', help: 'help-center', careers: 'career', campaigns: 'campaigns' };
    const slug = name.replace(/\.(md|yml)$/, '');
    return `${local}\t${change}\t${path.join(dir, file)}\t/${page[folder as keyof typeof page]}/${slug}/\n`;
  };

  it('lists exactly the pages whose state changes, one tab-separated line each, a summary on stderr', async () => {
    const running = run('npm', ['run', '-s', 'schedule:due', '--', '--since', since]);
    // Meanwhile, the state of every page the full content layer builds at --since and at --until.
    const before = pagesAt('2026-11-30T09:00+05:30');
    const after = pagesAt(until);
    const result = await running;

    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        line('2026-11-30T12:00+05:30', 'goes live', 'campaigns/campaign-starting.yml'),
        line('2026-11-30T15:00+05:30', 'published', 'news/post-inside.md'),
        line('2026-11-30T15:30+05:30', 'published', 'news/post-utc-offset.md'),
        line('2026-11-30T18:00+05:30', 'published', 'help/help-inside.md'),
        line('2026-11-30T23:59+05:30', 'ends', 'campaigns/campaign-ending.yml'),
        line('2026-12-01T00:00+05:30', 'closes', 'careers/opening-closing.md'),
        line('2026-12-01T08:00+05:30', 'published', 'careers/opening-scheduled.md'),
        line('2026-12-01T09:00+05:30', 'published', 'news/post-at-until.md'),
      ].join(''),
    );
    expect(result.stderr).toMatch(
      /^schedule:due: 8 changes due between 2026-11-30T09:00\+05:30 and 2026-12-01T09:00\+05:30 \(Asia\/Kolkata; \d+ files read\)\n$/,
    );

    // Exactly the pages the full content layer builds differently at --until than at --since.
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (page) => before.get(page) !== after.get(page),
    );
    const listed = result.stdout
      .trim()
      .split('\n')
      .map((output) => output.split('\t')[3]);
    expect(changed.sort()).toEqual([...listed].sort());
    expect(after.get('/career/opening-closing/')).toBe('closed');
    expect(after.get('/campaigns/campaign-ending/')).toBe('ended');
    expect(before.get('/news/post-at-since/')).toBe('published');
    expect(after.has('/news/post-after-until/')).toBe(false);
  }, 30_000);

  it('says "nothing due" and prints nothing when nothing changes; exit 1 naming the file and field of a malformed date; exit 2 for a missing or malformed --since', async () => {
    // A content root of one news post with a day that does not exist.
    const broken = contentCopy((copy) => {
      for (const folder of ['news', 'careers', 'help', 'campaigns'])
        rmSync(path.join(copy, folder), { recursive: true, force: true });
      mkdirSync(path.join(copy, 'news'));
      const text = readFileSync(path.join(repo, 'content/news/accessible-passbook-app.md'), 'utf8');
      writeFileSync(
        path.join(copy, 'news/post-broken.md'),
        text.replace(/^date: .*$/m, "publishAt: '2026-11-31 09:00'"),
      );
    });
    try {
      const [nothing, malformed, missing, wallTime, unknown] = await Promise.all([
        tsx(['--since', '2026-12-01T08:30+05:30', '--until', '2026-12-01T08:59+05:30']),
        tsx(['--since', since], { CONTENT_ROOT: broken }),
        tsx([]),
        tsx(['--since', '2026-11-30 09:00']),
        tsx(['--since', since, '--from', since]),
      ]);
      expect(nothing).toEqual({
        code: 0,
        stdout: '',
        stderr: expect.stringMatching(
          /^schedule:due: nothing due between 2026-12-01T08:30\+05:30 and 2026-12-01T08:59\+05:30 /,
        ),
      });

      expect(malformed).toMatchObject({ code: 1, stdout: '' });
      expect(malformed.stderr).toContain(
        `schedule:due: ${path.join(broken, 'news/post-broken.md')}: does not match the news front matter schema`,
      );
      expect(malformed.stderr).toContain(
        '"publishAt": names a day that does not exist (2026-11-31)',
      );

      for (const [result, message] of [
        [missing, '--since is required'],
        [wallTime, '--since "2026-11-30 09:00" is not an instant with an offset or Z'],
        [unknown, "Unknown option '--from'"],
      ] as const) {
        expect(result).toMatchObject({ code: 2, stdout: '' });
        expect(result.stderr).toContain(`schedule:due: ${message}`);
        expect(result.stderr).toContain('usage: npm run schedule:due -- --since <instant>');
      }
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 30_000);
});
