'use client';
// Client island, once per page (components/layout/RootDocument.tsx), rendering nothing: once the page has hydrated it
// fetches lib/visit-start.ts (a chunk of its own; every page's start-up code carries only these
// lines, 0.13 KB gzip), which records where the visit came from and, when the browser is idle,
// loads the measurement only where the build names an endpoint and the visitor sends neither Do
// Not Track nor Global Privacy Control. Unconfigured, the measurement code is never fetched.
import { useEffect } from 'react';

export function Visit() {
  useEffect(() => void import('@/lib/visit-start').then((code) => code.startVisit()), []);
  return null;
}
