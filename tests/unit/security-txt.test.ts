/**
 * @jest-environment node
 */
// /.well-known/security.txt (RFC 9116) from content/company.yml: its fields, read line by line as
// the RFC describes, and the build's refusal of an Expires under 30 days or over a year away.
import { securityTxt, type SecurityTxtFacts } from '@/lib/from-content/security-txt';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const facts: SecurityTxtFacts = {
  email: 'security@finorbit.in',
  expires: '2027-08-31',
  preferredLanguages: ['en', 'hi'],
  siteUrl: 'https://www.finorbit.in',
  today: '2026-11-27',
};

/** RFC 9116 §2.2-2.4: `Field-Name: value` lines, `#` comments, blank lines; names are case-insensitive. */
function fields(text: string): [string, string][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z0-9-]+):[ \t]*(.+)$/.exec(line);
      if (!match) throw new Error(`not a field line: ${line}`);
      return [match[1]!.toLowerCase(), match[2]!];
    });
}

describe('security.txt', () => {
  it('has Contact, one Expires in RFC 3339, Preferred-Languages and Canonical', () => {
    const parsed = fields(securityTxt(facts));
    const values = (name: string) => parsed.filter(([field]) => field === name).map(([, v]) => v);
    expect(values('contact')).toEqual(['mailto:security@finorbit.in']);
    expect(values('expires')).toEqual(['2027-08-31T00:00:00.000Z']);
    expect(values('preferred-languages')).toEqual(['en, hi']);
    expect(values('canonical')).toEqual(['https://www.finorbit.in/.well-known/security.txt']);
    expect(parsed.map(([field]) => field).sort()).toEqual([
      'canonical',
      'contact',
      'expires',
      'preferred-languages',
    ]);
  });

  it('reads the company file: the security email and securityTxt', () => {
    expect(company.email.security).toBe('security@finorbit.in');
    expect(company.securityTxt).toEqual({
      expires: '2027-08-31',
      preferredLanguages: ['en', 'hi'],
    });
  });

  it('fails when Expires is less than 30 days away, naming the file and the field', () => {
    expect(() => securityTxt({ ...facts, today: '2027-08-15' })).toThrow(
      /^content\/company\.yml: securityTxt\.expires 2027-08-31 is 16 days away \(today 2027-08-15\): security\.txt must not expire within 30 days/,
    );
    // Past: the same.
    expect(() => securityTxt({ ...facts, today: '2027-09-30' })).toThrow(
      /securityTxt\.expires 2027-08-31 is -30 days away/,
    );
    // 30 days is enough.
    expect(() => securityTxt({ ...facts, today: '2027-08-01' })).not.toThrow();
  });

  it('fails when Expires is more than a year away, naming the file and the field', () => {
    expect(() => securityTxt({ ...facts, today: '2026-08-30' })).toThrow(
      /^content\/company\.yml: securityTxt\.expires 2027-08-31 is more than a year away \(today 2026-08-30\): RFC 9116/,
    );
    expect(() => securityTxt({ ...facts, today: '2026-08-31' })).not.toThrow();
  });
});
