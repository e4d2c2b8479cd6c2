// Build-time site settings. NEXT_PUBLIC_* values are inlined by `next build` and frozen per build;
// scripts/check-env.ts refuses unsafe values before the build starts (lib/build-env.ts).
import { defaultTrapField } from './build-env';

/** Production origin used for canonical URLs, Open Graph and the sitemap (no trailing slash). */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.finorbit.in').replace(
  /\/+$/,
  '',
);

/**
 * What a page that no route serves is recorded as (the not-found page, at whatever address): in a
 * lead's `page`, the visit's landing page and the measurement (lib/visit-record.ts).
 */
export const notFoundRoute = '/404';

/** Absolute URL of a site path such as `/company/`. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Where lead forms post JSON; empty means forms fall back to an email link. */
export const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT ?? '';

/**
 * The name a lead form's spam trap is posted under: the field its backend discards a submission
 * for (Formspree's `_gotcha`, the default). People never see it; bots that fill every field do.
 */
export const formTrapField = process.env.NEXT_PUBLIC_FORM_TRAP_FIELD || defaultTrapField;

/**
 * The customer portal (e.g. `https://app.finorbit.in`) where institutions sign in. Sign-in posts to
 * `/login`, password reset to `/password-reset`, Google to `/auth/google` there. Empty: the auth
 * screens validate, then say where to sign in instead.
 */
export const appUrl = (process.env.NEXT_PUBLIC_APP_URL ?? '').replace(/\/+$/, '');

/** Absolute portal URL of a path, or '' when no portal is configured. */
export function portalUrl(path: `/${string}`): string {
  return appUrl ? `${appUrl}${path}` : '';
}

/**
 * Where the help search sends a visitor whose browser runs no scripts: the in-page search needs
 * them (a static host has no server to search), a web search limited to this site does not.
 */
export const webSearch = { action: 'https://duckduckgo.com/', name: 'DuckDuckGo' } as const;

/**
 * Where the site sends its cookieless measurement events (a Plausible-compatible Events API,
 * e.g. `https://plausible.io/api/event`); empty: no measurement code is loaded at all.
 */
export const analyticsEndpoint = process.env.NEXT_PUBLIC_ANALYTICS_ENDPOINT ?? '';
