import type { PageContent } from '../types';
import { relatedJobs, seniorBackendDeveloper } from '../shared/jobs';

export const singleCareerPage: PageContent = {
  meta: {
    title: 'Senior Backend Developer',
    description:
      'Senior Backend Developer, United Kingdom: build the ledger, loan and deposit services of the Finorbit core banking platform. $55k - $62k a year.',
  },
  sections: [
    { type: 'jobHeader', job: seniorBackendDeveloper },
    {
      type: 'jobDetails',
      id: 'job',
      job: seniorBackendDeveloper,
      apply: { label: 'Apply now', href: '/contact/' },
    },
    {
      type: 'jobList',
      id: 'related-jobs',
      eyebrow: 'More openings',
      title: 'Related jobs',
      lead: 'Other roles in the teams you would work with every day.',
      tone: 'soft',
      jobs: relatedJobs,
    },
    {
      type: 'callToAction',
      id: 'cta',
      title: 'Questions about the role?',
      lead: 'Talk to our hiring team about the work, the team in London and how we interview.',
      primary: { label: 'Contact the hiring team', href: '/contact/' },
      secondary: { label: 'See all openings', href: '/career/' },
      tone: 'soft',
    },
  ],
};
