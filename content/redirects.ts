// Links of the previous site that must keep working. One list generates the exported redirect
// pages (meta refresh + canonical, noindex) and the host rules (vercel.json, _redirects).
import { isRoutePath, type SpecPath } from './routes';

export type Redirect = {
  /** Old path exactly as linked: a folder-style path (`/about`) or a file (`/contact-us.html`). */
  from: `/${string}`;
  to: SpecPath;
};

export const redirects: Redirect[] = [
  { from: '/about', to: '/company/' },
  { from: '/services', to: '/products/' },
  { from: '/pricing', to: '/casestudy/' },
  { from: '/contact-us', to: '/contact/' },
  { from: '/team', to: '/company/' },
  { from: '/career-single.html', to: '/single-career/' },
  { from: '/contact-us.html', to: '/contact/' },
  { from: '/request-demo.html', to: '/request-for-demo/' },
  { from: '/integrations.html', to: '/integrations/' },
];

/** Redirects whose target page has landed; the others are emitted as soon as it does. */
export function activeRedirects(list: Redirect[] = redirects): Redirect[] {
  return list.filter((redirect) => isRoutePath(redirect.to));
}
