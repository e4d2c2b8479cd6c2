// The root layout of every English page (all routes but those of app/(hi)/): the shared document
// with <html lang="en">. Each language is a route group with a root layout of its own, so each
// page's <html lang> is right in the exported HTML (app/(hi)/layout.tsx; the 404 page is
// app/global-not-found.tsx).
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/RootDocument';

export const metadata = rootMetadata();
export const viewport = rootViewport;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>;
}
