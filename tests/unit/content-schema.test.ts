/**
 * @jest-environment node
 */
// One schema for the content: every page's data file parses with pageSchema (shared keys resolved),
// and a mistyped field, an unknown field, an unknown section type or an unknown shared key fails the
// build naming the file and the field's path.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allContent, pageContent, staticPage } from '@/content/routes';
import { fillPage } from '@/content/generated/fill-sections';
import { openPositions } from '@/content/load/job-openings';
import { loadDataFile } from '@/content/load/data-file';
import { sharedItems } from '@/content/load/shared-items';
import { resolverIn } from '@/content/load/resolver';
import { currentSource } from '@/content/load/content-source';
import { pageFileSchema } from '@/content/schema/page';
import { sectionSchemas } from '@/content/schema/sections';
import { sharedKinds, type SharedKind } from '@/content/schema/shared-kinds';
import { sectionRegistry } from '@/components/layout/SectionStack';

const homeTen = readFileSync(path.join(process.cwd(), 'content/pages/home-ten.yml'), 'utf8');

/** The error loading home-ten.yml changed by `edit` reports. */
function errorOf(edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-'));
  const file = path.join(dir, 'home-ten.yml');
  try {
    const changed = edit(homeTen);
    expect(changed).not.toBe(homeTen);
    writeFileSync(file, changed);
    loadDataFile(currentSource(), file, pageFileSchema, 'page', resolverIn(currentSource()));
    return '';
  } catch (error) {
    return (error as Error).message.replace(file, 'home-ten.yml');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('pages as data files', () => {
  it('every route has content, every page file parses', () => {
    expect(Object.keys(allContent()).length).toBeGreaterThan(100);
    expect(pageContent('home-ten')).toEqual(staticPage('/home-ten/').content);
  });

  it('every shared item parses with its kind’s schema', () => {
    for (const kind of Object.keys(sharedKinds) as SharedKind[]) {
      expect(`${kind}: ${sharedItems(kind).size > 0}`).toBe(`${kind}: true`);
    }
  });

  it('has one schema per section type, filed under its type, and a component for each', () => {
    for (const [type, schema] of Object.entries(sectionSchemas)) {
      expect(schema.shape.type.value).toBe(type);
    }
    expect(Object.keys(sectionSchemas).sort()).toEqual(Object.keys(sectionRegistry).sort());
  });

  it('resolves shared keys to their items', () => {
    const page = staticPage('/home-ten/').content;
    const hero = page.sections.find((section) => section.type === 'hero');
    expect(hero?.video).toEqual({ youtubeId: 'M7lc1UVf-VE', label: 'Watch Demo' });
  });

  it('a page without the site header or footer says `hidden: true` and gets none', () => {
    // The editor writes options as a group; `false` was the old file form, no form can write it.
    expect(staticPage('/coming-soon/').content).toMatchObject({ header: false, footer: false });
    expect(staticPage('/home-ten/').content.header).toEqual({ dark: true });
    expect(staticPage('/home-ten/').content.footer).toEqual({ tone: 'dark' });
    expect(errorOf((text) => text.replace('footer:\n  tone: dark\n', 'footer: false\n'))).toMatch(
      /"footer": must be a set of fields/,
    );
  });

  it('fails a mistyped field naming the file and the field', () => {
    expect(errorOf((text) => text.replace('    layout: split\n', '    layout: 42\n'))).toMatch(
      /^home-ten\.yml: does not match the page schema\n {2}- "sections\.0\.layout": /,
    );
  });

  it.each(['//evil.example/', '/\\evil.example/', '/\tevil.example/', '//evil.example/#x'])(
    'refuses a button linked to %j (another host to a browser), naming the file and the field',
    (href) => {
      const message = errorOf((text) =>
        text.replace(
          '      label: Discover More\n      href: /request-for-demo/\n',
          `      label: Discover More\n      href: ${JSON.stringify(href)}\n`,
        ),
      );
      expect(message).toMatch(
        /^home-ten\.yml: does not match the page schema\n {2}- "sections\.0\.primary\.href": must be a path of this site/,
      );
    },
  );

  it('fails an unknown field and an unknown section type', () => {
    const message = errorOf((text) =>
      text
        .replace('    layout: split\n', '    layout: split\n    colour: red\n')
        .replace('  - type: logos\n', '  - type: carouselOfDoom\n'),
    );
    expect(message).toMatch(/"sections\.0" colour: is not a field of this kind: remove it/);
    expect(message).toMatch(/"sections\.1\.type": /);
  });

  it('fails a section only the build makes (a help article) in a page file', () => {
    expect(errorOf((text) => text.replace('  - type: logos\n', '  - type: helpArticle\n'))).toMatch(
      /^home-ten\.yml: does not match the page schema\n {2}- "sections\.1\.type": /,
    );
  });

  it('takes a generated section in its file form: its copy, not its list', () => {
    // The logos section's heading is a job list's file form; its logos are not the file's to give.
    expect(errorOf((text) => text.replace('  - type: logos\n', '  - type: jobList\n'))).toMatch(
      /^home-ten\.yml: does not match the page schema\n {2}- "sections\.1" logos, carousel: are not fields of this kind: remove them/,
    );
  });

  it('fills a file form with the collection it lists: the job list with the open positions', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-'));
    const file = path.join(dir, 'jobs.yml');
    try {
      writeFileSync(
        file,
        [
          'meta: { title: Jobs, description: Open positions. }',
          'sections:',
          '  - { type: jobList, id: jobs, title: Open positions, tone: light }',
        ].join('\n'),
      );
      const page = fillPage(loadDataFile(currentSource(), file, pageFileSchema, 'page'));
      expect(page.sections).toEqual([
        {
          type: 'jobList',
          id: 'jobs',
          title: 'Open positions',
          tone: 'light',
          jobs: openPositions(),
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails an unknown placeholder in a file form’s copy naming the field and the ones it knows', () => {
    const helpCenter = readFileSync(
      path.join(process.cwd(), 'content/pages/help-center.yml'),
      'utf8',
    );
    expect(
      errorOf(() =>
        helpCenter.replace('See all {count} articles on {topic}', 'See all {total} on {topic}'),
      ),
    ).toMatch(
      /"sections\.1\.more\.topic": unknown placeholder \{total\} \(this field knows \{count\}, \{topic\}\)/,
    );
  });

  it('fails an unknown shared key naming the field and the kind', () => {
    expect(
      errorOf((text) => text.replace('    video: product-demo\n', '    video: product-dmeo\n')),
    ).toMatch(/"sections\.0\.video": names "product-dmeo", which is none of the Videos/);
  });
});
