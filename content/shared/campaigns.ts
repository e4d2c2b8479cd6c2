// Campaign landing pages: one YAML file each in content/campaigns/ (campaignSchema), published at
// /campaigns/<file name>/ with no route or code of their own. A broken file stops the build naming
// the file and the field, like a page file.
import path from 'node:path';
import type { PageContent } from '../types';
import { collectionFiles, contentRoot } from '../collections/load';
import { campaignSchema } from '../schema/campaign';
import { fillPage } from '../generated/sections';
import { loadDataFile } from './load';

export type Campaign = {
  /** The file name without `.yml`: the page's URL segment. */
  slug: string;
  indexable: boolean;
  content: PageContent;
};

export function campaignPath(slug: string) {
  return `/campaigns/${slug}/` as const;
}

export const campaigns: Campaign[] = collectionFiles(
  path.join(contentRoot(), 'campaigns'),
  '.yml',
).map(({ slug, file }) => {
  const { indexable, ...content } = loadDataFile(file, campaignSchema, 'campaign page');
  return { slug, indexable, content: fillPage(content) };
});
