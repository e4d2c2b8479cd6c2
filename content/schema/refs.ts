// A field that points to a shared item: in a data file the item's key (its file name without
// `.yml`); parsed, the item itself. An unknown key is an issue at the field's path, so the build
// error names the page file and the field. The same for the company's facts (content/company.yml).
import { z } from 'zod';
import { articles } from '../shared/articles';
import { integrations } from '../shared/integrations';
import { companyStats, offices, site } from '../site';
import { sharedItems } from '../shared/load';
import { sharedKinds, type SharedKind } from './shared';

export function sharedRef<K extends SharedKind>(kind: K) {
  const { folder, label } = sharedKinds[kind];
  return z
    .string()
    .transform((key, context) => {
      const item = sharedItems(kind).get(key);
      if (item === undefined) {
        context.addIssue({
          code: 'custom',
          message: `unknown ${kind} key "${key}" (no file ${folder}/${key}.yml)`,
          input: key,
        });
        return z.NEVER;
      }
      return item;
    })
    .meta({ ref: kind, title: label, description: `The key of an item of ${folder}/.` });
}

const integrationsBySlug = new Map(integrations.map((item) => [item.slug, item]));

/** An integration of content/shared/integrations.ts by its slug (their logos are generated). */
export const integrationRef = z
  .enum(integrations.map((item) => item.slug) as [string, ...string[]])
  .transform((slug) => integrationsBySlug.get(slug)!)
  .meta({ title: 'Integration', description: 'An integration of content/shared/integrations.ts.' });

/** The newest news posts, as many as `latest` (the list follows content/news/). */
export const latestNews = z
  .strictObject({
    latest: z
      .number()
      .int()
      .min(1)
      .meta({ title: 'Newest posts', description: 'How many of the newest news posts to show.' }),
  })
  .transform(({ latest }) => articles.slice(0, latest))
  .meta({ title: 'Articles' });

// ---------------------------------------------------------------- the company's facts
// Page files name a fact of content/company.yml instead of repeating it, so it is edited once.

/** `true`: the company's stats (content/company.yml), resolved when the page is parsed. */
export const companyStatsRef = z
  .boolean()
  .optional()
  .transform((on) => (on ? companyStats : undefined))
  .meta({
    title: 'Company stats',
    description: 'Show the company’s stats (content/company.yml) before any stats of this section.',
  });

const companyContacts = {
  chat: { label: site.chat.label, href: site.chat.href },
  email: { label: site.email.sales, href: `mailto:${site.email.sales}` as const },
  phone: { label: site.phone.label, href: site.phone.href },
};

/** One of the company's contacts as a link: its WhatsApp chat, sales email or main phone. */
export const companyContactRef = z
  .enum(['chat', 'email', 'phone'])
  .transform((key) => companyContacts[key])
  .meta({
    title: 'Company contact',
    description: 'A contact of content/company.yml, linked and labelled from there.',
    optionLabels: { chat: 'WhatsApp chat', email: 'Sales email', phone: 'Main phone' },
  });

/** The facts copy may name as `{{key}}`. */
export const companyFacts: Readonly<Record<string, string>> = {
  name: site.name,
  legalName: site.legalName,
  'email.sales': site.email.sales,
  'email.support': site.email.support,
  'email.privacy': site.email.privacy,
  'email.careers': site.email.careers,
  'email.security': site.email.security,
  phone: site.phone.label,
  /** The main phone's call link (`tel:+91…`), for a link's href. */
  'phone.href': site.phone.href,
  'chat.label': site.chat.label,
  'chat.href': site.chat.href,
  supportHours: site.supportHours,
  /** The first office's address on one line (the grievance officer's, the legal pages'). */
  headOffice: offices[0]!.lines.join(', '),
  /** The privacy notice in force: the version every lead form sends, and its date as shown. */
  'privacyNotice.version': site.privacyNotice.version,
  'privacyNotice.date': site.privacyNotice.date,
  /** The same day in Hindi (“27 नवंबर 2026”), for the Hindi notice. */
  'privacyNotice.dateHi': new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(site.privacyNotice.version)),
  /** How many integrations content/shared/integrations.ts lists (the integrations page counts them). */
  integrationCount: String(integrations.length),
};

/**
 * Copy that may name a company fact as `{{email.sales}}`, `{{phone}}`, … (`companyFacts`): the
 * build writes the fact in, and an unknown name fails naming the field.
 */
export function withCompanyFacts(copy: z.ZodString) {
  return copy.transform((value, context) =>
    value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (token, key: string) => {
      const fact = companyFacts[key];
      if (fact !== undefined) return fact;
      context.addIssue({
        code: 'custom',
        message: `unknown company fact ${token} (known: ${Object.keys(companyFacts).join(', ')})`,
        input: value,
      });
      return token;
    }),
  );
}
