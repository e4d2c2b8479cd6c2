// Links of the previous site that must keep working. One list generates the exported redirect
// pages (meta refresh + canonical, noindex) and the host rules (vercel.json, _redirects).
import { isRoutePath, type RoutePath } from './routes';

export type Redirect = {
  /** Old path exactly as linked: a folder-style path (`/about`) or a file (`/contact-us.html`). */
  from: `/${string}`;
  to: RoutePath;
};

export const redirects: Redirect[] = [
  { from: '/about', to: '/company/' },
  { from: '/services', to: '/products/' },
  { from: '/pricing', to: '/casestudy/' },
  { from: '/contact-us', to: '/contact/' },
  { from: '/team', to: '/company/' },
  { from: '/career-single.html', to: '/career/senior-backend-developer/' },
  // The spec's single detail pages each showed one item; it now has its own URL.
  { from: '/news-details', to: '/news/finance-company-15-minutes/' },
  { from: '/single-career', to: '/career/senior-backend-developer/' },
  { from: '/help-center-details', to: '/help-center/nach-mandate-setup/' },
  { from: '/contact-us.html', to: '/contact/' },
  { from: '/request-demo.html', to: '/request-for-demo/' },
  { from: '/integrations.html', to: '/integrations/' },
];

/** Redirects whose target page has landed; the others are emitted as soon as it does. */
export function activeRedirects(list: Redirect[] = redirects): Redirect[] {
  return list.filter((redirect) => isRoutePath(redirect.to));
}
