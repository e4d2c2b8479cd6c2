import type { Metadata } from 'next';
import type { PageMeta } from '@/content/types';
import { routes, type RoutePath } from '@/content/routes';
import { site } from '@/content/site';
import { absoluteUrl } from './site';

/** Metadata for a page: title (the layout adds "| company"), description, canonical, robots, OG. */
export function pageMetadata(meta: PageMeta, path: RoutePath): Metadata {
  const route = routes.find((entry) => entry.path === path);
  const indexable = route?.indexable ?? false;
  const url = absoluteUrl(path);
  return {
    title: meta.title,
    description: meta.description,
    alternates: indexable ? { canonical: url } : undefined,
    robots: indexable ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: `${meta.title} | ${site.name}`,
      description: meta.description,
      url,
      locale: 'en_US',
    },
    twitter: {
      card: 'summary_large_image',
      title: `${meta.title} | ${site.name}`,
      description: meta.description,
    },
  };
}
