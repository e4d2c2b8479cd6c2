// An editor entry as the page the build would make of it: parsed by the build's schema (every issue
// kept), its file-form sections filled from the collections' lists, in the page frame's props.
// Pure: the entry's data and the preview data in, a page and its issues out.
import { campaignSchema } from '@/content/schema/campaign';
import { pageFileSchema } from '@/content/schema/page';
import { fillPageWith } from '@/content/generated/file-forms';
import type { PageContent, Translations } from '@/content/types';
import type { PageLanguages } from '@/components/layout/PageFrame';
import type { PreviewData } from './preview-data';
import type { Issue, PreviewContext } from './preview-context';

/** What the preview renders: the page frame's props, or only the issues when nothing parsed. */
export type EntryPage = {
  page?: PageContent;
  path: string;
  lang?: 'hi';
  translations?: Translations;
  /** A line above the page: the entry's state on the site (scheduled, ended). */
  note?: string;
  issues: Issue[];
};

/** The page frame's word on the entry's languages (a page file's route). */
export function languagesOf(entry: EntryPage): PageLanguages {
  return {
    ...(entry.lang ? { lang: entry.lang } : {}),
    ...(entry.translations ? { translations: entry.translations } : {}),
  };
}

/** A page file (content/pages/<name>.yml): its route says where it is served. */
export function pageFilePreview(
  raw: unknown,
  name: string,
  data: PreviewData,
  context: PreviewContext,
): EntryPage {
  const parsed = context.parse(pageFileSchema, raw);
  const path = parsed.data?.route?.path ?? `/${name}/`;
  if (!parsed.data) return { path, issues: [...parsed.issues, ...context.referenced] };
  const { route, ...file } = parsed.data;
  return {
    page: fillPageWith(file, data.fileForms),
    path,
    ...(route?.lang ? { lang: route.lang } : {}),
    ...(route?.translations ? { translations: route.translations } : {}),
    issues: context.referenced,
  };
}

/** A campaign page (content/campaigns/<slug>.yml), served at /campaigns/<slug>/ in its window. */
export function campaignPreview(
  raw: unknown,
  slug: string,
  data: PreviewData,
  context: PreviewContext,
): EntryPage {
  const path = `/campaigns/${slug || 'new-campaign'}/`;
  const parsed = context.parse(campaignSchema, raw);
  if (!parsed.data) return { path, issues: [...parsed.issues, ...context.referenced] };
  const { indexable, startsAt, endsAt, followUp, ...file } = parsed.data;
  void followUp;
  const window = [startsAt && `from ${startsAt}`, endsAt && `until ${endsAt}`].filter(Boolean);
  return {
    page: fillPageWith(file, data.fileForms),
    path,
    note: [
      indexable ? 'Indexable' : 'Not indexed (noindex, out of the sitemap)',
      window.length ? `live ${window.join(' ')}` : '',
    ]
      .filter(Boolean)
      .join(', '),
    issues: context.referenced,
  };
}
