import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { fontFaces, webFontsScript } from '@/lib/web-fonts';
import { siteUrl } from '@/lib/site';
import { Visit } from '@/components/islands/Visit';
import { visitScript } from '@/lib/visit-record';
import { speculationRules } from '@/lib/speculation';
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
    // The <head> script may add data-web-fonts before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Generated script and CSS, no user input; allowed by their hashes (scripts/csp.ts). */}
        <script dangerouslySetInnerHTML={{ __html: webFontsScript() }} />
        {/* Where the visit came from, before anything can be tapped (lib/visit-record.ts). */}
        <script dangerouslySetInnerHTML={{ __html: visitScript() }} />
        <style dangerouslySetInnerHTML={{ __html: fontFaces() }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {children}
        <Visit />
        <script
          type="speculationrules"
          // Data for the browser, not code; allowed by CSP's 'inline-speculation-rules'.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules()) }}
        />
      </body>
    </html>
  );
}
