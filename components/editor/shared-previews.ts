// A shared item previews in the block it appears in (the first page section of content/pages/
// that shows its kind, written into the preview data by the build) with only this item; the
// company's facts in the page frame that shows them (the header's call and the footer).
import { pageFileSchema } from '@/content/schema/page';
import { fillPageWith } from '@/content/generated/file-forms';
import type { SharedKind } from '@/content/schema/shared-kinds';
import type { PreviewData } from './preview-data';
import type { PreviewContext } from './preview-context';
import type { EntryPage } from './entry-pages';

export function sharedItemPreview(
  kind: SharedKind,
  key: string,
  data: PreviewData,
  context: PreviewContext,
): EntryPage {
  const block = data.sharedBlocks[kind];
  if (!block || !key)
    return {
      path: '/',
      note: 'Settings several pages use: see them on a page that uses them.',
      issues: [],
    };
  const section = { ...block.section, [block.field]: block.list ? [key] : key };
  const parsed = context.parse(pageFileSchema, {
    meta: block.meta,
    sections: [section],
  });
  return {
    ...(parsed.data ? { page: fillPageWith(parsed.data, data.fileForms) } : {}),
    path: block.path,
    note: `As in ${block.path}, with this item only`,
    issues: [...parsed.issues, ...context.referenced],
  };
}

export function companyPreview(context: PreviewContext): EntryPage {
  return {
    page: {
      meta: { title: context.company.name, description: context.company.description },
      sections: [],
    },
    path: '/',
    note: 'The header and footer of every page',
    issues: context.referenced,
  };
}
