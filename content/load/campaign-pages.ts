// Campaign landing pages: one YAML file each in content/campaigns/ (campaignSchema), published at
// /campaigns/<file name>/ with no route or code of their own. A broken file stops the build naming
// the file and the field, like a page file.
import path from 'node:path';
import { collectionFiles, contentRoot } from './markdown-collection';
import { campaignSchema } from '../schema/campaign';
import { loadDataFile } from './data-file';
import type { PageFileContent } from './page-files';
import { contentResolver } from './resolver';

export type Campaign = {
  /** The file name without `.yml`: the page's URL segment. */
  slug: string;
  indexable: boolean;
  /** As the file writes it: the route map fills its generated sections (a job list …). */
  content: PageFileContent;
};

export function campaignPath(slug: string) {
  return `/campaigns/${slug}/` as const;
}

export const campaigns: Campaign[] = collectionFiles(
  path.join(contentRoot(), 'campaigns'),
  '.yml',
).map(({ slug, file }) => {
  const { indexable, ...content } = loadDataFile(
    file,
    campaignSchema,
    'campaign page',
    contentResolver,
  );
  return { slug, indexable, content };
});
