import { pagefindBundle } from '@/lib/site-search';
import type { PageContent } from '../types';
import { site } from '../site';
import { articlesIn, helpArticles, helpTopics, summaryOf } from '../shared/help-articles';

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
      topics: [
        { label: 'All Documentation', articles: helpArticles.map(summaryOf) },
        ...helpTopics.map((topic) => ({
          label: topic,
          articles: articlesIn(topic).map(summaryOf),
        })),
      ],
    },
    {
      type: 'callToAction',
      id: 'cta',
      title: 'Still need a hand?',
      lead: 'Our support team in Kochi and Bengaluru replies within one working day, and within the hour for anything that stops a branch.',
      primary: { label: 'Contact support', href: '/contact/' },
      secondary: { label: `Email ${site.email.support}`, href: `mailto:${site.email.support}` },
      tone: 'soft',
    },
  ],
};
