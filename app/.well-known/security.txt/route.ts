// /.well-known/security.txt (RFC 9116), from content/company.yml; written once at build. The build
// fails when its Expires is under 30 days or over a year away (lib/from-content/security-txt.ts).
import { companyFacts } from '@/content/load/company-facts';
import { buildDay } from '@/lib/build-day';
import { siteUrl } from '@/lib/site';
import { securityTxt } from '@/lib/from-content/security-txt';

export const dynamic = 'force-static';

export function GET() {
  const company = companyFacts();
  const text = securityTxt({
    email: company.email.security,
    expires: company.securityTxt.expires,
    preferredLanguages: company.securityTxt.preferredLanguages,
    siteUrl,
    today: buildDay(),
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
