/**
 * @jest-environment node
 */
// Each fact is edited in one place: the company's facts in content/company.yml (companySchema), the
// delivery steps in one shared item, and a section's list from shared keys and items of its own.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { companyFacts } from '@/content/load/company-facts';
import { integrations } from '@/content/catalog/integrations';
import { companyFile, companySchema } from '@/content/schema/company';
import { pageSchema } from '@/content/schema/page';
import { pageError } from './page-fixture';
import { parseContent } from '@/content/schema/errors';
import { resolvingWith } from '@/content/schema/refs';
import { resolverIn } from '@/content/load/resolver';
import { currentSource } from '@/content/load/content-source';
import { loadDataFile } from '@/content/load/data-file';
import { sharedItem } from '@/content/load/shared-items';
import { staticPage } from '@/content/routes';
import type { PageContent, Section } from '@/content/types';
import type { z } from 'zod';
import { cmsFields, field } from '@/components/editor/config/cms-fields';
import { companyCollection } from '@/components/editor/config/collections';
import { sectionSchemas } from '@/content/schema/sections';
import { sharedKinds } from '@/content/schema/shared-kinds';

const company = companyFacts();

const root = process.cwd();
const companyText = readFileSync(path.join(root, companyFile), 'utf8');

function sectionOf<T extends Section['type']>(page: PageContent, type: T) {
  const section = page.sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`no ${type} section`);
  return section as Extract<Section, { type: T }>;
}

describe('the company file', () => {
  it('is what the site shows: contacts, stats, offices and socials', () => {
    const file = parse(companyText) as Record<string, unknown>;
    expect(company.name).toBe(file.name);
    expect(company.email).toEqual(file.email);
    expect(company.stats).toEqual(file.stats);
    expect(company.socials).toEqual(file.socials);
    expect(company.offices.map((office) => office.city)).toEqual(['Kochi', 'Bengaluru']);
    // A phone is written once, as shown; its call link is made from it.
    expect(company.phone).toEqual({ label: '+91 484 291 0500', href: 'tel:+914842910500' });
    expect(company.offices[1]!.phone).toEqual({
      label: '+91 80 4718 2200',
      href: 'tel:+918047182200',
    });
  });

  it('fails a mistyped field naming the file and the field', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'company-'));
    const file = path.join(dir, 'company.yml');
    try {
      const changed = companyText
        .replace('  sales: sales@finorbit.in\n', '  sales: sales at finorbit.in\n')
        .replace('    phone: +91 80 4718 2200\n', '    phone: 080 4718 2200\n');
      expect(changed).not.toBe(companyText);
      writeFileSync(file, changed);
      expect(() => loadDataFile(currentSource(), file, companySchema, 'company')).toThrow(
        new RegExp(
          `^${file}: does not match the company schema\\n` +
            ' {2}- "email\\.sales": [^\\n]+\\n' +
            ' {2}- "offices\\.1\\.phone": write the number as shown, e\\.g\\. \\+91 484 291 0500$',
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has a field in the editor for every fact (the phone with the build’s pattern), in one form', () => {
    const fields = cmsFields(companySchema);
    expect(fields.map((field) => field.name)).toEqual(Object.keys(companySchema.shape));
    const phone = fields.find((field) => field.name === 'phone');
    expect(phone).toMatchObject({
      widget: 'string',
      pattern: [expect.any(String), expect.any(String)],
    });
    expect(new RegExp(phone!.pattern![0]).test('+91 484 291 0500')).toBe(true);
    expect(fields.find((field) => field.name === 'stats')?.widget).toBe('list');
    expect(companyCollection(companySchema, companyFile)).toMatchObject({
      name: 'company',
      create: false,
      delete: false,
      files: [{ file: 'content/company.yml', fields }],
    });
  });
});

describe('pages name the company’s facts instead of repeating them', () => {
  const contentFiles = [
    ...readdirSync(path.join(root, 'content/pages'))
      .filter((name) => name.endsWith('.yml'))
      .map((name) => `content/pages/${name}`),
    ...readdirSync(path.join(root, 'content/campaigns')).map((name) => `content/campaigns/${name}`),
    ...readdirSync(path.join(root, 'content/templates')).map((name) => `content/templates/${name}`),
  ];

  it('no page, template or campaign file writes an email address, a phone number or the stats', () => {
    const facts = [
      ...Object.values(company.email),
      company.phone.label,
      company.phone.href.slice('tel:'.length),
      ...company.offices.map((office) => office.phone.label),
      company.chat.href,
      company.replyPromise,
    ];
    for (const file of contentFiles) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const fact of facts) expect(`${file}: ${text.includes(fact)}`).toBe(`${file}: false`);
      const stats = company.stats.filter((stat) =>
        new RegExp(`value: ${stat.value.replace(/[+%]/g, '\\$&')}\\s+label: ${stat.label}`).test(
          text,
        ),
      );
      expect(`${file}: ${stats.length}`).toBe(`${file}: 0`);
    }
  });

  it('resolves them: contact cards, the reply promise, the story’s stats, {{…}} in paragraphs', () => {
    const channels = sectionOf(staticPage('/contact/').content, 'contactChannels');
    expect(channels.channels.map((channel) => channel.link)).toEqual([
      company.chat,
      { label: company.email.sales, href: `mailto:${company.email.sales}` },
      company.phone,
    ]);
    expect(channels.promise).toBe(company.replyPromise);
    expect(sectionOf(staticPage('/company/').content, 'story').stats).toEqual(company.stats);
    const terms = JSON.stringify(staticPage('/terms/').content);
    expect(terms).toContain(`Write to ${company.email.sales} about the trial`);
    expect(terms).not.toContain('{{');
  });

  it('resolves them in a call to action’s buttons and a highlight’s value', () => {
    expect(sectionOf(staticPage('/help-center/').content, 'callToAction').secondary).toEqual({
      label: `Email ${company.email.support}`,
      href: `mailto:${company.email.support}`,
    });
    // The integrations page counts the integrations (`{{integrationCount}}`).
    expect(sectionOf(staticPage('/integrations/').content, 'highlights').items[0]!.value).toBe(
      String(integrations.length),
    );
    const cta = {
      type: 'callToAction',
      id: 'cta',
      title: 'Write to us',
      lead: 'We answer.',
      primary: { label: 'Email {{email.support}}', href: 'mailto:{{email.suport}}' },
      tone: 'soft',
    };
    expect(pageError([cta])).toMatch(
      /"sections\.0\.primary\.href": unknown company fact \{\{email\.suport\}\}/,
    );
  });

  it('the code that builds generated pages names no fact: their words are templates', () => {
    for (const file of readdirSync(path.join(root, 'content/generated'))) {
      const text = readFileSync(path.join(root, 'content/generated', file), 'utf8');
      expect(`${file}: ${/load\/company-facts'|\bcompany\.(email|phone|chat)/.test(text)}`).toBe(
        `${file}: false`,
      );
    }
  });

  it('fails an unknown fact, or a contact card with no link or two, naming the field', () => {
    const article = {
      type: 'article',
      id: 'terms',
      title: 'Terms',
      tone: 'light',
      parts: [{ id: 'contact', heading: 'Contact', paragraphs: ['Write to {{email.salse}}.'] }],
    };
    expect(pageError([article])).toMatch(
      /^content\/pages\/fixture\.yml: does not match the page schema\n {2}- "sections\.0\.parts\.0\.paragraphs\.0": unknown company fact \{\{email\.salse\}\} \(known: name, legalName, email\.sales, /,
    );
    const channels = {
      type: 'contactChannels',
      id: 'channels',
      eyebrow: 'Contact',
      title: 'Reach us',
      lead: 'Any way you like.',
      channels: [{ icon: 'email', title: 'Email us', text: 'We answer.' }],
    };
    const noLink = /"sections\.0\.channels\.0\.contact": pick a company contact or write a link/;
    expect(pageError([channels])).toMatch(noLink);
    const both = { icon: 'email', title: 'Email us', text: 'We answer.', contact: 'email' };
    const link = { label: 'Write to us', href: '/contact/' };
    expect(pageError([{ ...channels, channels: [{ ...both, link }] }])).toMatch(noLink);
    expect(pageError([{ ...channels, channels: [both] }])).toBe('');
  });
});

describe('a list from shared items and items of the page’s own', () => {
  it('the delivery steps are one shared item, shown by three home variants', () => {
    const { steps } = sharedItem('processes', 'delivery');
    for (const path of ['/home-two/', '/home-three/', '/home-six/'] as const) {
      expect(sectionOf(staticPage(path).content, 'workProcess').steps).toEqual(steps);
    }
  });

  it('joins shared keys and the page’s own items into one list, shared first', () => {
    const starter = sharedItem('plans', 'starter');
    const own = { ...starter, name: 'Branch pilot', featured: false };
    const page = resolvingWith(resolverIn(currentSource()), () =>
      parseContent(
        pageSchema,
        {
          meta: { title: 'Fixture', description: 'A fixture page.' },
          sections: [
            {
              type: 'pricing',
              id: 'pricing',
              title: 'Plans',
              tone: 'light',
              plans: ['starter'],
              pagePlans: [own],
            },
            { type: 'faq', id: 'faq', title: 'Questions', tone: 'light', pageItems: [] },
            {
              type: 'workProcess',
              id: 'steps',
              title: 'Steps',
              tone: 'light',
              process: 'delivery',
              steps: [{ icon: 'star', title: 'Celebrate', text: 'The last branch is live.' }],
            },
          ],
        },
        'content/pages/fixture.yml',
        'page',
      ),
    );
    expect(sectionOf(page, 'pricing').plans.map((plan) => plan.name)).toEqual([
      starter.name,
      'Branch pilot',
    ]);
    expect(sectionOf(page, 'pricing')).not.toHaveProperty('pagePlans');
    expect(sectionOf(page, 'faq').items).toEqual([]);
    expect(sectionOf(page, 'workProcess').steps.map((step) => step.title)).toEqual([
      ...sharedItem('processes', 'delivery').steps.map((step) => step.title),
      'Celebrate',
    ]);
    expect(sectionOf(page, 'workProcess')).not.toHaveProperty('process');
  });

  it('offers both in the editor: a picker of shared items and a list of the page’s own', () => {
    const { faq, workProcess, story, contactChannels } = sectionSchemas;
    const fieldOf = (name: string, schema: z.core.$ZodType) =>
      field(name, schema, name, { refs: sharedKinds });
    expect(fieldOf('items', faq.shape.items)).toMatchObject({
      widget: 'relation',
      collection: 'faqs',
      multiple: true,
      required: false,
    });
    expect(fieldOf('pageItems', faq.shape.pageItems)).toMatchObject({
      widget: 'list',
      required: false,
      fields: [
        { name: 'question', widget: 'string' },
        { name: 'answer', widget: 'text' },
      ],
    });
    expect(fieldOf('process', workProcess.shape.process)).toMatchObject({
      widget: 'relation',
      collection: 'processes',
      required: false,
    });
    expect(fieldOf('steps', workProcess.shape.steps)).toMatchObject({ widget: 'list' });
    expect(fieldOf('companyStats', story.shape.companyStats)).toMatchObject({ widget: 'boolean' });
    // (A card's own link is a link field, whose editor widget comes with the pages' editor.)
    const card = contactChannels.shape.channels.element.in.shape;
    expect(fieldOf('contact', card.contact)).toMatchObject({
      widget: 'select',
      required: false,
      options: [
        { label: 'WhatsApp chat', value: 'chat' },
        { label: 'Sales email', value: 'email' },
        { label: 'Main phone', value: 'phone' },
      ],
    });
    expect(fieldOf('promise', contactChannels.shape.promise)).toMatchObject({
      widget: 'text',
      required: false,
    });
  });
});
