// The root layout of the Hindi pages (/hi/…): the same document as every page with
// <html lang="hi">, so the whole page, its title and its description are declared Hindi (the
// header and footer stay English and say so with lang="en").
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';

export const metadata = rootMetadata();
export const viewport = rootViewport;

export default function HindiLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="hi">{children}</RootDocument>;
}
