// /.well-known/security.txt (RFC 9116), from content/company.yml; written once at build. The build
// fails when its Expires is under 30 days or over a year away (lib/security-txt.ts).
import { site } from '@/content/site';
import { buildDay } from '@/content/shared/build-day';
import { siteUrl } from '@/lib/site';
import { securityTxt } from '@/lib/security-txt';

export const dynamic = 'force-static';

export function GET() {
  const text = securityTxt({
    email: site.email.security,
    expires: site.securityTxt.expires,
    preferredLanguages: site.securityTxt.preferredLanguages,
    siteUrl,
    today: buildDay(),
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
