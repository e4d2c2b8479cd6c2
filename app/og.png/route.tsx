// The 1200×630 share image, rendered to out/og.png at build time (no request at run time).
// A route handler rather than the opengraph-image convention so the file keeps its .png name
// and static hosts serve it as an image.
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { OG_IMAGE } from '../_lib/seo';

export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #0b1f3a 0%, #173da6 100%)',
        color: '#ffffff',
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 18,
            background: '#1f4fd1',
            border: '4px solid #2dd4bf',
            display: 'flex',
          }}
        />
        <div style={{ fontSize: 48, fontWeight: 800 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 64, fontWeight: 800, lineHeight: 1.1, maxWidth: 980 }}>
          Core banking and lending software that sanctions loans in minutes
        </div>
        <div style={{ fontSize: 30, color: '#b9c6da' }}>
          Small finance banks · NBFCs · Nidhi companies · Cooperatives · MFIs
        </div>
      </div>
      <div style={{ display: 'flex', gap: 48, fontSize: 30, color: '#2dd4bf' }}>
        <span>400K+ active users</span>
        <span>25M+ transactions</span>
        <span>8 years</span>
      </div>
    </div>,
    { width: OG_IMAGE.width, height: OG_IMAGE.height },
  );
}
