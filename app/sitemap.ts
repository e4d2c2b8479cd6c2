import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { absoluteUrl } from './_lib/site';

export const dynamic = 'force-static';

/** Indexable routes only: themed variants, auth screens and stubs stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes
    .filter((route) => route.indexable)
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: 'monthly',
      priority: route.path === '/' ? 1 : 0.7,
    }));
}
