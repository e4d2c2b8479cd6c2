import { pagefindBundle } from '@/lib/site-search';
import type { PageContent, Section } from '../types';
import { company } from '../load/company-facts';
import {
  HELP_PAGE_SIZE,
  HELP_TAB_SIZE,
  helpTopicList,
  helpTopicLists,
  helpTopicPagePath,
  summaryOf,
} from '../load/help-articles';
import { pageOf, pagination } from '../generated/pagination';

const articleCount = (count: number) => (count === 1 ? '1 article' : `${count} articles`);

const callToAction: Section = {
  type: 'callToAction',
  id: 'cta',
  title: 'Still need a hand?',
  lead: 'Our support team in Kochi and Bengaluru replies within one working day, and within the hour for anything that stops a branch.',
  primary: { label: 'Contact support', href: '/contact/' },
  secondary: { label: `Email ${company.email.support}`, href: `mailto:${company.email.support}` },
  tone: 'soft',
};

export const helpCenterPage: PageContent = {
  meta: {
    title: 'Help Center',
    description:
      'Answers for Finorbit customers: NACH mandates, UPI settlement, branch onboarding, user roles, backups, security and RBI returns.',
  },
  sections: [
    {
      type: 'helpSearch',
      eyebrow: 'Help center',
      title: 'How can we help you today?',
      lead: 'Search our guides for branch staff, administrators and finance teams, our news, job openings and product pages, or browse the guides by topic below.',
      bundle: pagefindBundle,
      suggestions: ['NACH mandate', 'UPI settlement', 'User roles', 'RBI returns'],
    },
    {
      type: 'helpTopics',
      id: 'topics',
      title: 'Browse by topic',
      lead: 'Step-by-step guides written by our support team from the questions customers ask most.',
      // Each tab lists a topic's first articles; a topic with more links to its own pages, so
      // the help center stays one screenful a topic however many articles support writes.
      topics: helpTopicLists.map(({ slug, label, articles }) => ({
        label,
        articles: articles.slice(0, HELP_TAB_SIZE).map(summaryOf),
        ...(articles.length > HELP_TAB_SIZE
          ? {
              more: {
                label:
                  slug === 'all'
                    ? `See all ${articles.length} articles`
                    : `See all ${articles.length} articles on ${label}`,
                href: helpTopicPagePath(slug, 1),
                total: articles.length,
              },
            }
          : {}),
      })),
    },
    callToAction,
  ],
};

/** Page `page` (1-based) of one topic's articles (`all`: every article); page 1 is the topic's own URL. */
export function helpTopicPage(slug: string, page = 1): PageContent {
  const { label, articles } = helpTopicList(slug);
  const { slice, count } = pageOf(articles, page, HELP_PAGE_SIZE, `${label} help`);
  const of = page > 1 ? `, page ${page} of ${count}` : '';
  const name = slug === 'all' ? 'All help articles' : `${label} help articles`;
  return {
    meta: {
      title: `${name}${of}`,
      description:
        slug === 'all'
          ? `Every guide in the Finorbit help center, ${articleCount(articles.length)}${of}: NACH, UPI, onboarding, roles, security and RBI returns.`
          : `Finorbit help center guides on ${label}, ${articleCount(articles.length)}${of}, written by our support team for branch staff and administrators.`,
    },
    sections: [
      {
        type: 'pageHeader',
        eyebrow: `Help center${of ? `: ${label}${of}` : ''}`,
        title: slug === 'all' ? 'All documentation' : label,
        lead: 'Step-by-step guides written by our support team from the questions customers ask most. Search them all from the help center.',
        tone: 'soft',
      },
      {
        type: 'helpList',
        id: 'articles',
        title: `${name} (${articles.length})${of}`,
        topics: {
          label: 'Help topics',
          links: helpTopicLists.map((topic) => ({
            label: topic.label,
            href: helpTopicPagePath(topic.slug, 1),
            current: topic.slug === slug,
          })),
        },
        articles: slice.map(summaryOf),
        ...(count > 1
          ? {
              pagination: pagination('Help topic pages', page, count, (n) =>
                helpTopicPagePath(slug, n),
              ),
            }
          : {}),
      },
      callToAction,
    ],
  };
}
