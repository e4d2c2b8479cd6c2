/**
 * @jest-environment node
 */
// The preview never freezes (issue 54): a page or campaign page the build refuses still shows
// every block it can, as the site renders it, and each broken block in its place, marked with the
// build's messages under the form's labels; a block that throws while rendering is marked alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { previewData } from '@/scripts/editor-preview-data';
import { previewContext } from '@/components/editor/preview-context';
import { campaignPreview, pageFilePreview } from '@/components/editor/entry-pages';
import { pageMarkup } from '@/components/editor/EntryPreview';
import { entryWords, formFieldsOf, labelsAlong } from '@/components/editor/form-labels';
import type { PreviewData } from '@/components/editor/preview-data';
import { editorCollections } from '@/components/editor/config/collections';
import { companyFacts } from '@/content/load/company-facts';
import { sectionRegistry } from '@/components/layout/SectionStack';

const data = JSON.parse(JSON.stringify(previewData())) as PreviewData;
const collections = editorCollections(companyFacts().timeZone);
const form = (name: string, slug = '') =>
  formFieldsOf(
    collections.find((collection) => collection.name === name),
    slug,
  );

const campaign = () =>
  parse(
    readFileSync(path.join(process.cwd(), 'content/campaigns/nidhi-gold-loan.yml'), 'utf8'),
  ) as { sections: Record<string, unknown>[] } & Record<string, unknown>;

/** The markup's blocks in order: a section's id or class, or the mark of a broken block. */
const blocksOf = (html: string) => {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
  return [...main.matchAll(/data-preview-broken-block="(\d+)"|<section[^>]*>/g)].length;
};

describe('a campaign page with one broken block', () => {
  const raw = campaign();
  const hero = raw.sections.findIndex((section) => section.type === 'hero');
  const broken = structuredClone(raw);
  // The hero's alt text never filled in (a new block's image), and its button's link not a path.
  delete (broken.sections[hero]!.image as { alt?: string }).alt;
  (broken.sections[hero]!.primary as { href: string }).href = 'book a demo';
  const context = previewContext(data);
  const entry = campaignPreview(broken, 'nidhi-gold-loan', data, context);
  const words = entryWords(form('campaigns'), broken);
  const html = pageMarkup(entry, context.company, words);

  it('is refused by the build’s check, as before', () => {
    expect(entry.page).toBeUndefined();
    expect(entry.issues.map((issue) => issue.path).sort()).toEqual(
      [`sections.${hero}.image.alt`, `sections.${hero}.primary.href`].sort(),
    );
  });

  it('shows every other block as the valid page does', () => {
    const valid = campaignPreview(raw, 'nidhi-gold-loan', data, previewContext(data));
    // Its photo, FAQ and lead form among them.
    for (const type of ['featureGrid', 'faq', 'leadForm']) {
      const index = raw.sections.findIndex((section) => section.type === type);
      expect(entry.partial!.blocks[index]).toEqual({ index, type });
    }
    expect(entry.partial!.page.sections).toEqual(
      valid.page!.sections.filter((_, index) => index !== hero),
    );
    // Each of them as the valid page shows it, in its place; the hero marked in its own.
    expect(blocksOf(html)).toBe(raw.sections.length);
    const ids = [...pageMarkup(valid, context.company).matchAll(/<section id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect([...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1])).toEqual(ids);
    expect(html.indexOf('data-preview-broken-block')).toBeLessThan(html.indexOf(`id="${ids[0]}"`));
  });

  it('marks the broken block with its type’s label, its place and each message in words', () => {
    expect(html).toContain(`data-preview-broken-block="${hero}"`);
    expect(html).toContain('role="alert"');
    expect(html).toContain(`Block ${hero + 1} of ${raw.sections.length}: Hero`);
    expect(html).toContain(
      'Image › Alt text: is empty: describe the image for someone who cannot see it, or tick “Decorative”',
    );
    expect(html).toMatch(/Main button › Link: must be a path of this site/);
  });
});

describe('the form’s labels', () => {
  it('name a block by its type and a field by its labels, from the editor’s config', () => {
    const raw = campaign();
    expect(labelsAlong(form('campaigns'), raw, 'sections.0.image.alt')).toEqual([
      'Sections',
      'Hero',
      'Image',
      'Alt text',
    ]);
  });
});

describe('a block that throws while rendering', () => {
  it('is marked in its place; the other blocks show', () => {
    const raw = parse(
      readFileSync(path.join(process.cwd(), 'content/pages/home-ten.yml'), 'utf8'),
    ) as { sections: { type: string }[] };
    const context = previewContext(data);
    const entry = pageFilePreview(raw, 'home-ten', data, context);
    expect(entry.page).toBeDefined();
    const faq = raw.sections.findIndex((section) => section.type === 'faq');
    const original = sectionRegistry.faq;
    sectionRegistry.faq = () => {
      throw new Error('items is not iterable');
    };
    try {
      const html = pageMarkup(entry, context.company, entryWords(form('pages', 'home-ten'), raw));
      expect(html).toContain(`data-preview-broken-block="${faq}"`);
      expect(html).toContain('could not be shown (items is not iterable)');
      expect(blocksOf(html)).toBe(raw.sections.length);
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
    } finally {
      sectionRegistry.faq = original;
    }
  });
});
