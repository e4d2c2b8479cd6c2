// The site's share image, rendered to out/og.png at build time (no request at run time).
// A route handler rather than the opengraph-image convention so the file keeps its .png name
// and static hosts serve it as an image.
import { ogImage } from '@/lib/from-content/og-image';

export const dynamic = 'force-static';

export function GET() {
  return ogImage({
    title: 'Core banking and lending software that sanctions loans in minutes',
    subtitle: 'Small finance banks · NBFCs · Nidhi companies · Cooperatives · MFIs',
    facts: ['400K+ active users', '25M+ transactions', '8 years'],
  });
}
