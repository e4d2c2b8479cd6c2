// The 1200×630 share images, drawn at build time: the site's (app/og.png) and one per news
// article (app/(site)/news/[slug]/og.png). One layout, different words.
import { ImageResponse } from 'next/og';
import { companyFacts } from '@/content/load/company-facts';
import { OG_IMAGE_SIZE } from './seo';

type OgImageProps = {
  title: string;
  /** The line under the title. */
  subtitle: string;
  /** Short facts along the bottom edge. */
  facts: string[];
};

/**
 * The bundled font lacks a few typographic characters; for one of those next/og would fetch a
 * font from Google at build time. A non-breaking hyphen (which keeps "2‑3" on one line on the
 * page) is drawn as a plain one.
 */
const drawable = (text: string) => text.replace(/\u2011/g, '-');

export function ogImage({ title: raw, subtitle, facts }: OgImageProps): ImageResponse {
  const company = companyFacts();
  const title = drawable(raw);
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
        <div style={{ fontSize: 48, fontWeight: 800 }}>{company.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div
          style={{
            fontSize: title.length > 70 ? 54 : 64,
            fontWeight: 800,
            lineHeight: 1.1,
            maxWidth: 1040,
          }}
        >
          {title}
        </div>
        <div style={{ fontSize: 30, color: '#b9c6da' }}>{subtitle}</div>
      </div>
      <div style={{ display: 'flex', gap: 48, fontSize: 30, color: '#2dd4bf' }}>
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </div>
    </div>,
    { ...OG_IMAGE_SIZE },
  );
}
