// Campaign landing pages: one YAML file each in content/campaigns/ (campaignSchema), published at
// /campaigns/<file name>/ with no route or code of their own. A broken file stops the build naming
// the file and the field, like a page file. A campaign's window (`startsAt`, `endsAt`) decides its
// phase at build (content/load/publication.ts): not built before its start (a preview build shows
// it, marked), live, then ended (it keeps its address and says so: content/generated/campaign-pages.ts).
import path from 'node:path';
import { collectionFiles, contentRoot } from './markdown-collection';
import { campaignSchema } from '../schema/campaign';
import { loadDataFile } from './data-file';
import type { PageFileContent } from './page-files';
import { contentResolver } from './resolver';
import { checkedOnly } from './images';
import { campaignPhaseOf, includeScheduled, type Moment } from './publication';
import type { InternalPath } from '../types';

export type Campaign = {
  /** The file name without `.yml`: the page's URL segment. */
  slug: string;
  indexable: boolean;
  /** As the file writes it: the route map fills its generated sections (a job list …). */
  content: PageFileContent;
  /** Its startsAt, when this build shows it before then (a preview: INCLUDE_SCHEDULED=1). */
  scheduled?: Moment;
  /** Its endsAt once passed, and the page it sends visitors on to: the page says it ended. */
  ended?: { on: Moment; followUp: { label: string; href: InternalPath } };
};

export function campaignPath(slug: string) {
  return `/campaigns/${slug}/` as const;
}

/** Every campaign this build publishes: running, ended, and (in a preview) upcoming. */
export const campaigns: Campaign[] = collectionFiles(
  path.join(contentRoot(), 'campaigns'),
  '.yml',
).flatMap(({ slug, file }): Campaign[] => {
  const parse = () => loadDataFile(file, campaignSchema, 'campaign page', contentResolver);
  // The file is checked whatever its phase: a mistake shows the day it is written.
  const { indexable, startsAt, endsAt, followUp, ...content } = checkedOnly(parse);
  const phase = campaignPhaseOf({ startsAt, endsAt });
  if (phase.phase === 'upcoming' && !includeScheduled()) return [];
  if (phase.phase === 'ended')
    // The schema requires followUp with endsAt.
    return [{ slug, indexable: false, content, ended: { on: phase.ends, followUp: followUp! } }];
  // Parsed again to plan its photos' variants, now that it is published.
  parse();
  return [
    {
      slug,
      indexable: phase.phase === 'running' && indexable,
      content,
      ...(phase.phase === 'upcoming' ? { scheduled: phase.starts } : {}),
    },
  ];
});
