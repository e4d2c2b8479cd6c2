import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { fallbackFontFaces } from './_lib/font-fallbacks';
import { bodyFont, headingFont } from './_lib/fonts';
import { siteUrl } from './_lib/site';
import { speculationRules } from './_lib/speculation';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
      <head>
        {/* Generated CSS, no user input. */}
        <style dangerouslySetInnerHTML={{ __html: fallbackFontFaces() }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {children}
        <script
          type="speculationrules"
          // Data for the browser, not code; allowed by CSP's 'inline-speculation-rules'.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules()) }}
        />
      </body>
    </html>
  );
}
