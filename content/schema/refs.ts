// Fields that point to something outside the file: a shared item by its key (its file name without
// `.yml`), the newest news posts, the company's facts (content/company.yml). The schemas stay pure:
// a reference is resolved by the Resolver the loader that parses the file hands in
// (content/load/resolver.ts, through `resolvingWith`), never by reading a file here. An unknown
// key is an issue at the field's path, so the build error names the file and the field.
import { z } from 'zod';
import { integrations } from '../catalog/integrations';
import { ContentError } from './errors';
import type { Company } from './company';
import type { Picture } from './image';
import { sharedKinds, type SharedItem, type SharedKind } from './shared-kinds';

/** What a parse may look up: the loaders build it from the files (content/load/resolver.ts). */
export type Resolver = {
  /** A shared item by kind and key; undefined when there is no such file. */
  sharedItem<K extends SharedKind>(kind: K, key: string): SharedItem<K> | undefined;
  /** The newest `count` news posts, as cards (content/news/). */
  latestNews(count: number): unknown[];
  /** The company's facts (content/company.yml). */
  company: Company;
  /** A catalog logo that opens a page, as the loader prepares it (a small SVG in the HTML). */
  leadImage(image: Picture): Picture;
};

let current: Resolver | undefined;

/** Runs `parse` with `resolver` answering the references of what it parses. */
export function resolvingWith<T>(resolver: Resolver, parse: () => T): T {
  const previous = current;
  current = resolver;
  try {
    return parse();
  } finally {
    current = previous;
  }
}

/** The resolver of the parse under way; a parse outside a loader cannot resolve a reference. */
export function currentResolver(): Resolver {
  if (!current)
    throw new ContentError(
      'A content reference was parsed without a resolver: parse page files through the loaders (content/load/).',
    );
  return current;
}

export function sharedRef<K extends SharedKind>(kind: K) {
  const { label } = sharedKinds[kind];
  return z
    .string()
    .transform((key, context): SharedItem<K> => {
      const item = currentResolver().sharedItem(kind, key);
      if (item === undefined) {
        context.addIssue({
          code: 'custom',
          message: `names "${key}", which is none of the ${label}`,
          input: key,
        });
        return z.NEVER;
      }
      return item;
    })
    .meta({ ref: kind, title: label, description: `One of the editor’s ${label}.` });
}

const integrationsBySlug = new Map(integrations.map((item) => [item.slug, item]));

/** An integration of content/catalog/integrations.ts by its slug (their logos are generated). */
export const integrationRef = z
  .enum(integrations.map((item) => item.slug) as [string, ...string[]])
  .transform((slug) => integrationsBySlug.get(slug)!)
  .meta({
    title: 'Integration',
    description: 'One of the integrations the site lists.',
  });

/** An integration whose logo opens the page (an integration's banner): its SVG in the HTML. */
export const leadIntegrationRef = integrationRef.transform((integration) => ({
  ...integration,
  logo: currentResolver().leadImage(integration.logo),
}));

// ---------------------------------------------------------------- the company's facts
// Page files name a fact of content/company.yml instead of repeating it, so it is edited once.

/** `true`: the company's stats (content/company.yml), resolved when the page is parsed. */
export const companyStatsRef = z
  .boolean()
  .optional()
  .transform((on) => (on ? currentResolver().company.stats : undefined))
  .meta({
    title: 'Company stats',
    description:
      'Show the company’s stats (Company facts in the editor) before any stats of this section.',
  });

/** One of the company's contacts as a link: its WhatsApp chat, sales email or main phone. */
export const companyContactRef = z
  .enum(['chat', 'email', 'phone'])
  .transform((key) => {
    const { chat, email, phone } = currentResolver().company;
    return {
      chat: { label: chat.label, href: chat.href },
      email: { label: email.sales, href: `mailto:${email.sales}` as const },
      phone: { label: phone.label, href: phone.href },
    }[key];
  })
  .meta({
    title: 'Company contact',
    description:
      'One of the company’s contacts (Company facts in the editor), linked and labelled from there.',
    optionLabels: { chat: 'WhatsApp chat', email: 'Sales email', phone: 'Main phone' },
  });

/** Left empty, the company's reply promise (content/company.yml). */
export function orReplyPromise(copy: z.ZodOptional<z.ZodString>) {
  return copy.transform((promise) => promise ?? currentResolver().company.replyPromise);
}

/** The facts copy may name as `{{key}}`. */
export function companyFacts(company: Company): Readonly<Record<string, string>> {
  return {
    name: company.name,
    legalName: company.legalName,
    'email.sales': company.email.sales,
    'email.support': company.email.support,
    'email.privacy': company.email.privacy,
    'email.careers': company.email.careers,
    'email.security': company.email.security,
    phone: company.phone.label,
    /** The main phone's call link (`tel:+91…`), for a link's href. */
    'phone.href': company.phone.href,
    'chat.label': company.chat.label,
    'chat.href': company.chat.href,
    supportHours: company.supportHours,
    /** The first office's address on one line (the grievance officer's, the legal pages'). */
    headOffice: company.offices[0]!.lines.join(', '),
    /** The privacy notice in force: the version every lead form sends, and its date as shown. */
    'privacyNotice.version': company.privacyNotice.version,
    'privacyNotice.date': company.privacyNotice.date,
    /** The same day in Hindi (“27 नवंबर 2026”), for the Hindi notice. */
    'privacyNotice.dateHi': new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(company.privacyNotice.version)),
    /** How many integrations content/catalog/integrations.ts lists (the integrations page counts them). */
    integrationCount: String(integrations.length),
  };
}

const factsOf = new WeakMap<Company, Readonly<Record<string, string>>>();

/**
 * Copy that may name a company fact as `{{email.sales}}`, `{{phone}}`, … (`companyFacts`): the
 * build writes the fact in, and an unknown name fails naming the field.
 */
export function withCompanyFacts(copy: z.ZodString) {
  return copy.transform((value, context) => {
    if (!value.includes('{{')) return value;
    const { company } = currentResolver();
    let facts = factsOf.get(company);
    if (!facts) factsOf.set(company, (facts = companyFacts(company)));
    return value.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (token, key: string) => {
      const fact = facts[key];
      if (fact !== undefined) return fact;
      context.addIssue({
        code: 'custom',
        message: `unknown company fact ${token} (known: ${Object.keys(facts).join(', ')})`,
        input: value,
      });
      return token;
    });
  });
}
