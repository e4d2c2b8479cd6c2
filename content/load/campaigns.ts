// Campaign landing pages: one YAML file each in campaigns/ of the content root (campaignSchema),
// read when first asked, published at /campaigns/<file name>/ with no route or code of their own.
// A broken file stops the build naming the file and the field, like a page file. A campaign's
// window (`startsAt`, `endsAt`) decides its phase at build (content/load/publication.ts): not
// built before its start (a preview build shows it, marked), live, then ended (it keeps its
// address and says so: content/generated/campaign-pages.ts).
import { collectionFiles } from './markdown-collection';
import { loadEntryFile } from './data-file';
import type { PageFileContent } from './page-files';
import { resolverIn } from './resolver';
import { checkedOnly } from './images';
import { campaignPhaseOf, type Moment } from './publication';
import { currentSource, type ContentSource } from './content-source';
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

export { campaignPath } from '../generated/item-pages';

/** A source's campaign files: what it publishes, and every file's follow-up page. */
type CampaignFiles = {
  /** Every campaign this build publishes: running, ended, and (in a preview) upcoming. */
  campaigns: Campaign[];
  /**
   * Every campaign file's follow-up page, built or not yet: the route map checks each is a page
   * the day the file is written (content/routes.ts).
   */
  followUps: { file: string; href: InternalPath }[];
};

/** The campaign files of `source`, each parsed (whatever its phase) and placed in time. */
function campaignFilesIn(source: ContentSource): CampaignFiles {
  return source.cached('campaigns', () => {
    const followUps: CampaignFiles['followUps'] = [];
    const campaigns = collectionFiles(source.full('campaigns'), '.yml').flatMap(
      ({ slug, file, full }): Campaign[] => {
        const parse = () => loadEntryFile(source, 'campaigns', full, resolverIn(source));
        // The file is checked whatever its phase: a mistake shows the day it is written.
        const { indexable, startsAt, endsAt, followUp, ...content } = checkedOnly(parse);
        if (followUp) followUps.push({ file, href: followUp.href });
        const phase = campaignPhaseOf(source, { startsAt, endsAt });
        if (phase.phase === 'upcoming' && !source.includeScheduled) return [];
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
      },
    );
    return { campaigns, followUps };
  });
}

/** Every campaign `source` publishes: running, ended, and (in a preview) upcoming. */
export function campaignsIn(source: ContentSource): Campaign[] {
  return campaignFilesIn(source).campaigns;
}

/** Every campaign the current content publishes. */
export function campaigns(): Campaign[] {
  return campaignsIn(currentSource());
}

/**
 * Every campaign file's follow-up page in `source`, built or not yet: the route map checks each is
 * a page the day the file is written (content/routes.ts).
 */
export function followUpsIn(source: ContentSource): CampaignFiles['followUps'] {
  return campaignFilesIn(source).followUps;
}

/** Every campaign file's follow-up page in the current content. */
export function followUps(): CampaignFiles['followUps'] {
  return followUpsIn(currentSource());
}
