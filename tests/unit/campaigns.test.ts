/**
 * @jest-environment node
 */
// Campaign pages (content/campaigns/<slug>.yml → /campaigns/<slug>/): one new file publishes a page
// with no route or code change; `indexable` (off by default) decides robots, the sitemap and the
// speculation rules; a broken file stops the build naming the file and the field; and a folder
// with no file fails with what to add instead of Next's misleading error.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as routes from '@/content/routes';
import sitemapOf from '@/app/sitemap';
import * as speculation from '@/lib/from-content/speculation';
import * as seo from '@/lib/from-content/seo';
import { withContentCopy } from './content-copy';

/** `load` run over a copy of content/ whose campaign files are `campaigns` alone. */
function loadWith<T>(campaigns: Record<string, string>, load: () => T): T {
  return withContentCopy((dir) => {
    rmSync(path.join(dir, 'campaigns'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'campaigns'));
    for (const [name, text] of Object.entries(campaigns)) {
      writeFileSync(path.join(dir, 'campaigns', name), text);
    }
  }, load);
}

const campaign = (title: string, extra = '') => `meta:
  title: ${title}
  description: A fixture campaign page for the unit tests, long enough to be a real description.
${extra}sections:
  - type: pageHeader
    title: ${title}
  - type: faq
    id: faq
    title: Questions
    tone: light
    items:
      - does-our-data-stay-in-india
    pageItems:
      - question: Is this a fixture?
        answer: Yes, written by the test.
  - type: jobList
    id: jobs
    title: Join the team behind it
    tone: light
`;

/** The modules the tests call (they read the copy while it is the content root), and the sitemap. */
const modules = () => ({ routes, sitemap: sitemapOf(), speculation, seo });

describe('adding one campaign file', () => {
  const published = loadWith(
    {
      'deposit-week.yml': campaign('Deposit week for cooperative societies', 'indexable: true\n'),
      'festive-gold-loans.yml': campaign('Festive gold loans for Nidhi companies'),
    },
    () => {
      const { routes, sitemap, speculation, seo } = modules();
      const items = routes.collectionItems('/campaigns/[slug]/');
      const contentOf = (slug: string) =>
        items.find((item) => item.params.slug === slug)!.content();
      const metadata = (slug: string) =>
        seo.pageMetadata(contentOf(slug).meta, `/campaigns/${slug}/`);
      return {
        routes: routes.routes(),
        params: routes.exportParams('/campaigns/[slug]/'),
        content: contentOf('festive-gold-loans'),
        sitemap: sitemap.map((entry) => entry.url),
        patterns: speculation.prerenderPatterns(),
        indexed: metadata('deposit-week'),
        unindexed: metadata('festive-gold-loans'),
      };
    },
  );

  it('publishes a page at /campaigns/<file name>/, named by its title, from its sections', () => {
    expect(published.params).toEqual([{ slug: 'deposit-week' }, { slug: 'festive-gold-loans' }]);
    expect(published.routes).toContainEqual(
      expect.objectContaining({
        path: '/campaigns/festive-gold-loans/',
        name: 'Festive gold loans for Nidhi companies',
        indexable: false,
      }),
    );
    expect(published.content.meta.title).toBe('Festive gold loans for Nidhi companies');
    expect(published.content).not.toHaveProperty('indexable');
    // Its FAQ shows the shared question first, then its own.
    const faq = published.content.sections.find((section) => section.type === 'faq');
    expect(faq?.items.map((item) => item.question)).toEqual([
      'Does our data stay in India?',
      'Is this a fixture?',
    ]);
    // A job list's file form (its heading) gets the open positions of content/careers/.
    const jobs = published.content.sections.find((section) => section.type === 'jobList');
    expect(jobs).toMatchObject({ id: 'jobs', title: 'Join the team behind it' });
    expect(jobs?.jobs.length).toBeGreaterThan(0);
    expect(jobs?.jobs.every((job) => job.href.startsWith('/career/'))).toBe(true);
  });

  it('is noindex, out of the sitemap and the speculation rules by default', () => {
    const url = 'https://www.finorbit.in/campaigns/festive-gold-loans/';
    expect(published.unindexed.robots).toEqual({ index: false, follow: true });
    expect(published.unindexed.alternates).not.toHaveProperty('canonical');
    expect(published.sitemap).not.toContain(url);
    expect(published.patterns.filter((pattern) => pattern.startsWith('/campaigns/'))).toEqual([
      '/campaigns/deposit-week/',
    ]);
  });

  it('with `indexable: true` is indexed, canonical, in the sitemap and the speculation rules', () => {
    const url = 'https://www.finorbit.in/campaigns/deposit-week/';
    expect(published.indexed.robots).toBeUndefined();
    expect(published.indexed.alternates).toHaveProperty('canonical', url);
    expect(published.sitemap).toContain(url);
    expect(published.patterns).toContain('/campaigns/deposit-week/');
  });
});

describe('a campaign file the build cannot publish', () => {
  const errorOf = (files: Record<string, string>) => {
    try {
      loadWith(files, () => modules());
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('fails a mistyped field naming the file and the field', () => {
    const message = errorOf({
      'gold-week.yml': campaign('Gold week', 'indexable: sometimes\n').replace(
        '    tone: light\n',
        '    tone: purple\n',
      ),
    });
    expect(message).toMatch(
      /content-[^/]+\/campaigns\/gold-week\.yml: the build cannot publish this campaign page\n/,
    );
    expect(message).toMatch(/ {2}- "indexable": /);
    expect(message).toMatch(/ {2}- "sections\.1\.tone": /);
  });

  it('fails an unknown shared key naming the field', () => {
    expect(
      errorOf({
        'gold-week.yml': campaign('Gold week').replace(
          'does-our-data-stay-in-india',
          'does-our-data-stay-in-indai',
        ),
      }),
    ).toMatch(
      /gold-week\.yml: [\s\S]*"sections\.1\.items\.0": names "does-our-data-stay-in-indai", which is none of the FAQ items/,
    );
  });

  it('fails a file name that cannot be a URL', () => {
    expect(errorOf({ 'Gold Week.yml': campaign('Gold week') })).toMatch(
      /campaigns\/Gold Week\.yml: the file name must be lower case words joined by hyphens/,
    );
  });
});

describe('no campaign file at all', () => {
  it('lists no campaign route, and the export fails saying what to add', () => {
    const { paths, error } = loadWith({}, () => {
      const { routes } = modules();
      let message = '';
      try {
        routes.exportParams('/campaigns/[slug]/');
      } catch (thrown) {
        message = (thrown as Error).message;
      }
      return { paths: routes.routes().map((route) => route.path), error: message };
    });
    expect(paths.filter((path) => path.startsWith('/campaigns/'))).toEqual([]);
    expect(error).toBe(
      '/campaigns/[slug]/: no page to export. Its pages come from content/campaigns/*.yml: add one (a static export cannot build a dynamic route with no pages).',
    );
  });
});
