// /.well-known/security.txt (RFC 9116), written at build from the company file
// (content/company.yml: the security email, `securityTxt`) by app/.well-known/security.txt/route.ts.
// A file whose Expires has passed must be ignored by its readers, and RFC 9116 advises less than
// a year ahead: so the build fails when Expires is less than 30 days away (renew it in time) or
// more than a year away, on the content's clock (`CONTENT_TODAY` pins it, as for job openings).
import { companyFile } from '@/content/schema/company';
import { ContentError } from '@/content/schema/errors';

export type SecurityTxtFacts = {
  /** The address reports go to (`email.security`). */
  email: string;
  /** The last day the file is valid, YYYY-MM-DD (`securityTxt.expires`). */
  expires: string;
  /** Language tags (`securityTxt.preferredLanguages`). */
  preferredLanguages: readonly string[];
  /** The site's origin; the file's Canonical URL is made from it. */
  siteUrl: string;
  /** The build's day, YYYY-MM-DD. */
  today: string;
};

/** The shortest notice RFC 9116's Expires gets before the build refuses it. */
export const minimumDaysAhead = 30;

export const securityTxtPath = '/.well-known/security.txt';

const day = 24 * 60 * 60 * 1000;

/** Fails naming the file and the field when `expires` is under 30 days or over a year away. */
export function checkExpires(expires: string, today: string): void {
  const end = Date.parse(`${expires}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  const yearAhead = new Date(now);
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  const field = `${companyFile}: securityTxt.expires ${expires}`;
  if (end - now < minimumDaysAhead * day)
    throw new ContentError(
      `${field} is ${Math.round((end - now) / day)} days away (today ${today}): security.txt must not expire within ${minimumDaysAhead} days. Set a day less than a year ahead.`,
    );
  if (end > yearAhead.getTime())
    throw new ContentError(
      `${field} is more than a year away (today ${today}): RFC 9116 advises an Expires less than a year ahead.`,
    );
}

/** The file's text: Contact, Expires, Preferred-Languages, Canonical, one field a line. */
export function securityTxt(facts: SecurityTxtFacts): string {
  checkExpires(facts.expires, facts.today);
  return [
    `# Security contact of ${new URL(facts.siteUrl).host} (RFC 9116).`,
    `Contact: mailto:${facts.email}`,
    `Expires: ${new Date(`${facts.expires}T00:00:00Z`).toISOString()}`,
    `Preferred-Languages: ${facts.preferredLanguages.join(', ')}`,
    `Canonical: ${facts.siteUrl}${securityTxtPath}`,
    '',
  ].join('\n');
}
