import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/lib/site';

export const dynamic = 'force-static';

/** Indexable routes only: themed variants, auth screens and stubs stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes()
    .filter((route) => route.indexable)
    .map((route) => ({
      url: absoluteUrl(route.path),
      // Collection items say when they changed (Google reads lastmod, e.g. for job postings).
      ...('lastModified' in route ? { lastModified: route.lastModified } : {}),
      // A page in several languages lists them all (xhtml:link hreflang), as its <head> does.
      ...(route.translations
        ? {
            alternates: {
              languages: Object.fromEntries(
                Object.entries(route.translations).map(([lang, path]) => [lang, absoluteUrl(path)]),
              ),
            },
          }
        : {}),
      changeFrequency: 'monthly',
      priority: route.path === '/' ? 1 : 0.7,
    }));
}
