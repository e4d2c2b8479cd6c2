// A campaign page's content: its file as written while it runs (its generated sections filled),
// and once its endsAt has passed the notice of content/templates/campaign-ended.yml between its
// own header and footer, with its followUp as the button.
import { formatDate } from '@/lib/dates';
import type { PageContent } from '../types';
import { fillPlaceholders } from '../schema/templates';
import type { Campaign } from '../load/campaigns';
import { loadTemplate } from '../load/template-files';
import { fillPage } from './fill-sections';

export function campaignPage(campaign: Campaign): PageContent {
  if (!campaign.ended) return fillPage(campaign.content);
  const words = loadTemplate('campaign-ended');
  const { meta, header, footer } = campaign.content;
  const fill = (copy: string) =>
    fillPlaceholders(copy, { title: meta.title, endDate: formatDate(campaign.ended!.on.day) });
  const { notice } = words;
  return {
    meta: { title: fill(words.meta.title), description: fill(words.meta.description) },
    ...(header === undefined ? {} : { header }),
    ...(footer === undefined ? {} : { footer }),
    sections: [
      {
        type: 'messageScreen',
        eyebrow: fill(notice.eyebrow),
        title: fill(notice.title),
        lead: fill(notice.lead),
        cta: { label: campaign.ended.followUp.label, href: campaign.ended.followUp.href },
        tone: notice.tone,
      },
    ],
  };
}
