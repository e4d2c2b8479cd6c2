// The document every page is: <html lang> with the <head> script and font faces, the skip link,
// the Visit island and the speculation rules (the visit record's script is the page's own, at the
// top of its body: components/layout/ContentPage.tsx). Each root layout renders it with its language
// (app/(site)/layout.tsx English, app/(hi)/layout.tsx Hindi), and so does the not-found page
// (app/global-not-found.tsx), so none of it is written twice. The metadata and viewport every root
// layout exports are here for the same reason.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import type { Lang } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';
import { fontFaces, webFontsScript } from '@/lib/web-fonts';
import { siteUrl } from '@/lib/site';
import { Visit } from '@/components/islands/Visit';
import { speculationRules } from '@/lib/from-content/speculation';
import '@/styles/globals.scss';

/** The site's default title, its `%s | name` template, and what every page shares. */
export function rootMetadata(): Metadata {
  const company = companyFacts();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: `${company.name}: ${company.tagline}`, template: `%s | ${company.name}` },
    description: company.description,
    applicationName: company.name,
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const rootViewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

/** The skip link, in each language. */
const skipLink: Record<Lang, string> = {
  en: 'Skip to main content',
  hi: 'मुख्य सामग्री पर जाएँ',
};

export function RootDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    // The <head> script may add data-web-fonts before React hydrates.
    <html lang={lang} suppressHydrationWarning>
      {/* The root layouts' own <head> (App Router), written here once for all of them. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        {/* Generated script and CSS, no user input; allowed by their hashes (scripts/csp.ts). */}
        <script dangerouslySetInnerHTML={{ __html: webFontsScript() }} />
        <style dangerouslySetInnerHTML={{ __html: fontFaces(lang) }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {skipLink[lang]}
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
