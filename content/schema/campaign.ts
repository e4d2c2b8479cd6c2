// A campaign landing page as a zod schema: the page file schema (content/schema/page.ts) plus
// `indexable` and its window (`startsAt`, `endsAt`, `followUp`: content/schema/schedule.ts). One YAML file each in content/campaigns/<slug>.yml, published at /campaigns/<slug>/
// (content/load/campaigns.ts); a marketer creates one from the same sections as every page.
import { z } from 'zod';
import { pageFileSchema } from './page';
import { campaignWindowShape, checkCampaignWindow } from './schedule';

// A campaign's route is its file name (/campaigns/<file>/): it has no `route` of its own.
const { meta, route: _route, ...page } = pageFileSchema.shape;
void _route;

export const campaignSchema = z
  .strictObject({
    meta,
    /** Off (the default): `noindex`, left out of the sitemap and the speculation rules. */
    indexable: z.boolean().default(false).meta({
      title: 'Indexable',
      description:
        'On: search engines may index the page and the sitemap lists it. Off (the default): noindex, for visitors an ad or a mailing sends.',
    }),
    /** When the offer runs: before startsAt no page; after endsAt the page says it ended. */
    ...campaignWindowShape,
    ...page,
  })
  .superRefine(checkCampaignWindow);
