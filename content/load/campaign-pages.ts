// Campaign landing pages: one YAML file each in content/campaigns/ (campaignSchema), published at
// /campaigns/<file name>/ with no route or code of their own. A broken file stops the build naming
// the file and the field, like a page file. A campaign's window (`startsAt`, `endsAt`) decides its
// phase at build (content/load/publication.ts): not built before its start (a preview build shows
// it, marked), live, then ended (it keeps its address and says so: content/generated/campaign-pages.ts).
import path from 'node:path';
import { collectionFiles, contentRoot } from './markdown-collection';
import { loadEntryFile } from './data-file';
import type { PageFileContent } from './page-files';
import { contentResolver } from './resolver';
import { checkedOnly } from './images';
import { campaignPhaseOf, includeScheduled, type Moment } from './publication';
import type { InternalPath } from '../types';

export type Campaign = {
  /** The file name without `.yml`: the page's URL segment. */
  slug: string;
  /** Where it came from, for messages. */
  file: string;
  indexable: boolean;
  /** As the file writes it: the route map fills its generated sections (a job list …). */
  content: PageFileContent;
  /** Its startsAt, when this build shows it before then (a preview: INCLUDE_SCHEDULED=1). */
  scheduled?: Moment;
  /** Its endsAt once passed: the page says it ended and links followUp. */
  ended?: { on: Moment; followUp: { label: string; href: InternalPath } };
};

export function campaignPath(slug: string) {
  return `/campaigns/${slug}/` as const;
}

/**
 * Every campaign file's follow-up page, built or not yet: the route map checks each is a page the
 * day the file is written (content/routes.ts).
 */
export const followUps: { file: string; href: InternalPath }[] = [];

/** Every campaign this build publishes: running, ended, and (in a preview) upcoming. */
export const campaigns: Campaign[] = collectionFiles(
  path.join(contentRoot(), 'campaigns'),
  '.yml',
).flatMap(({ slug, file }): Campaign[] => {
  const parse = () => loadEntryFile('campaigns', file, contentResolver);
  // The file is checked whatever its phase: a mistake shows the day it is written.
  const { indexable, startsAt, endsAt, followUp, ...content } = checkedOnly(parse);
  if (followUp) followUps.push({ file, href: followUp.href });
  const phase = campaignPhaseOf({ startsAt, endsAt });
  if (phase.phase === 'upcoming' && !includeScheduled()) return [];
  const known = { slug, file };
  if (phase.phase === 'ended')
    // The schema requires followUp with endsAt.
    return [
      { ...known, indexable: false, content, ended: { on: phase.ends, followUp: followUp! } },
    ];
  // Parsed again to plan its photos' variants, now that it is published.
  parse();
  return [
    {
      ...known,
      indexable: phase.phase === 'running' && indexable,
      content,
      ...(phase.phase === 'upcoming' ? { scheduled: phase.starts } : {}),
    },
  ];
});
