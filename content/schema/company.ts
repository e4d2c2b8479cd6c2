// The company's facts a marketer edits, as a zod schema: names, contact details, the headline
// stats, offices and social links, all in one data file (`companyFile`). content/load/company-facts.ts
// reads it at build with this schema (a missing or mistyped field names the file and the field),
// and the editor edits it as one form. Navigation and footer columns stay in content/navigation.ts:
// they are typed route paths.
import { z } from 'zod';
import { isTimeZone } from '../../lib/zoned-time';
import { iconNameSchema, line, statSchema, text } from './common';

/** The data file, from the project root. */
export const companyFile = 'content/company.yml';

const phonePattern = /^\+\d[\d ]+\d$/;

/** A phone number as shown (`+91 484 291 0500`); its `tel:` link is made from it. */
const phoneSchema = (title: string) =>
  z
    .string()
    .regex(phonePattern, 'write the number as shown, e.g. +91 484 291 0500')
    .meta({ title, description: 'As shown, e.g. +91 484 291 0500; the call link is made from it.' })
    .transform((label) => ({ label, href: `tel:${label.replace(/ /g, '')}` as `tel:${string}` }));

/** A web address, typed as one (`https://…`). */
const httpsSchema = (title: string) =>
  z
    .string()
    .regex(/^https:\/\/\S+$/, 'must be a full https:// address')
    .meta({ title, description: 'A full https:// address.' })
    .transform((href) => href as `https://${string}`);

const emailSchema = (title: string) => z.email().meta({ title });

export const officeSchema = z.strictObject({
  city: line('City'),
  lines: z.array(line('Address line')).min(1).meta({ title: 'Address' }),
  phone: phoneSchema('Phone'),
});

export const socialSchema = z.strictObject({
  label: line('Name', 'The network’s name, read out by screen readers.'),
  href: httpsSchema('Profile address'),
  icon: iconNameSchema,
});

export const companySchema = z.strictObject({
  name: line('Name', 'The brand, as in titles (“… | Finorbit”).'),
  legalName: line('Legal name', 'As registered: the footer, structured data, the privacy notice.'),
  tagline: line('Tagline'),
  description: text('Description', 'One or two sentences: structured data and the share card.'),
  timeZone: z
    .string()
    .refine(isTimeZone, { error: 'must be a time zone name such as Asia/Kolkata or Europe/London' })
    .meta({
      title: 'Time zone',
      description:
        'Where the dates and times of scheduled posts and campaign pages are read (IANA name, e.g. Asia/Kolkata).',
    }),
  foundedYear: z.number().int().min(1900).meta({ title: 'Founded in (year)' }),
  copyrightYear: z.number().int().min(1900).meta({ title: 'Copyright year' }),
  email: z
    .strictObject({
      sales: emailSchema('Sales'),
      support: emailSchema('Support'),
      privacy: emailSchema('Privacy'),
      careers: emailSchema('Careers'),
      security: emailSchema('Security (security.txt)'),
    })
    .meta({ title: 'Email addresses' }),
  phone: phoneSchema('Main phone'),
  chat: z
    .strictObject({ label: line('Label'), href: httpsSchema('Chat link') })
    .meta({ title: 'Chat', description: 'The WhatsApp link and what the link says.' }),
  replyPromise: text('Reply promise', 'Shown under the contact channels.'),
  supportHours: line('Support hours', 'Shown next to the chat link in help articles.'),
  stats: z
    .array(statSchema)
    .meta({ title: 'Company stats', description: 'The figures pages show as the company’s.' }),
  offices: z.array(officeSchema).min(1).meta({ title: 'Offices' }),
  privacyNotice: z
    .strictObject({
      version: z.iso.date({ error: 'must be a date written as YYYY-MM-DD' }).meta({
        title: 'Version',
        description:
          'The day this version took effect, YYYY-MM-DD. Every lead form sends it with what it submits.',
      }),
      date: line('Date as shown', 'The same day as the notice shows it, e.g. 27 November 2026.'),
    })
    .meta({
      title: 'Privacy notice',
      description:
        'The version of the privacy notice in force (/privacy/ and /hi/privacy/). Change it when the notice changes in substance.',
    }),
  securityTxt: z
    .strictObject({
      expires: z.iso.date({ error: 'must be a date written as YYYY-MM-DD' }).meta({
        title: 'Expires',
        description:
          'The day /.well-known/security.txt stops being valid: between 30 days and a year ahead, or the build fails.',
      }),
      preferredLanguages: z
        .array(
          z
            .string()
            .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag, e.g. en or hi')
            .meta({ title: 'Language' }),
        )
        .min(1)
        .meta({ title: 'Preferred languages', description: 'Language tags, e.g. en, hi.' }),
    })
    .meta({
      title: 'security.txt',
      description:
        'What /.well-known/security.txt (RFC 9116) says besides the security email: when it expires and the languages reports may be written in.',
    }),
  socials: z.array(socialSchema).meta({ title: 'Social links' }),
});

export type Company = z.output<typeof companySchema>;
export type Office = Company['offices'][number];
export type Social = Company['socials'][number];
