// An editor entry as the page the build would make of it: parsed by the build's schema (every issue
// kept), its file-form sections filled from the collections' lists, in the page frame's props.
// Pure: the entry's data and the preview data in, a page and its issues out.
import { checkEntry, type EntryValue } from '@/content/check/entry';
import { fillPageWith } from '@/content/generated/file-forms';
import { campaignPath } from '@/content/generated/item-pages';
import type { PageContent, Translations } from '@/content/types';
import type { PageLanguages } from '@/components/layout/PageFrame';
import type { PreviewData } from './preview-data';
import { partialPage, type PartialPage } from './entry-blocks';
import {
  editorEntryContext,
  withoutEmpty,
  type Issue,
  type PreviewContext,
} from './preview-context';

/**
 * What the preview renders: the page frame's props when the build takes the entry; when it does
 * not, the page of its valid blocks with the broken ones marked (`partial`), or only the issues.
 */
export type EntryPage = {
  page?: PageContent;
  /** A page or campaign page the build refuses, block by block (components/editor/entry-blocks.ts). */
  partial?: PartialPage;
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
  const written = withoutEmpty(raw);
  const verdict = checkEntry(
    'pages',
    { slug: name, data: written },
    editorEntryContext(data, context),
  );
  const parsed = verdict.value as EntryValue<'pages'> | undefined;
  const path = parsed?.route?.path ?? `/${name}/`;
  if (!parsed)
    return {
      path,
      partial: partialPage(written, verdict.problems, data, context),
      issues: [...verdict.problems, ...context.referenced],
    };
  const { route, ...file } = parsed;
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
  const path = campaignPath(slug || 'new-campaign');
  const written = withoutEmpty(raw);
  const verdict = checkEntry(
    'campaigns',
    { slug, data: written },
    editorEntryContext(data, context),
  );
  const parsed = verdict.value as EntryValue<'campaigns'> | undefined;
  if (!parsed)
    return {
      path,
      partial: partialPage(written, verdict.problems, data, context),
      issues: [...verdict.problems, ...context.referenced],
    };
  const { indexable, startsAt, endsAt, followUp, ...file } = parsed;
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
