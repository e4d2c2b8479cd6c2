'use client';
// The route of the page an island is on, for what it records (a lead's `page`): the one its page
// was built for, given by ContentPage, so the server HTML (a form's hidden `page` input, posted
// without scripts) and the hydrated island say the same, and the not-found page says `/404`
// wherever it is shown. Never the address in the location bar, which may be anything typed.
import { createContext, useContext, type ReactNode } from 'react';
import { notFoundRoute } from '@/lib/site';

// Outside a page (the editor's preview, a section rendered alone) there is no route of ours.
const PageRouteContext = createContext<string>(notFoundRoute);

export function PageRoute({ route, children }: { route: string; children: ReactNode }) {
  return <PageRouteContext value={route}>{children}</PageRouteContext>;
}

export function usePageRoute(): string {
  return useContext(PageRouteContext);
}
