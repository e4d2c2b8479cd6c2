// One page per opening in content/careers/: the banner, the role, the application form (while
// open) and other openings.
import { formatDate } from '@/lib/dates';
import type { PageContent, Section } from '../types';
import { leadImage } from '../load/images';
import { jobBySlug, relatedJobs } from '../load/job-openings';

export function jobOpeningPage(slug: string): PageContent {
  const job = jobBySlug(slug);
  const related = relatedJobs(job);
  const sections: Section[] = [
    { type: 'jobHeader', job: { ...job, logo: leadImage(job.logo) } },
    {
      type: 'jobDetails',
      id: 'job',
      job,
      apply: job.closed
        ? { label: 'See open positions', href: '/career/' }
        : { label: 'Apply now', href: `${job.href}#apply` },
    },
  ];
  if (!job.closed) {
    sections.push({
      type: 'leadForm',
      id: 'apply',
      form: 'jobApplication',
      role: job.title,
      eyebrow: 'How to apply',
      title: `Apply for ${job.title}`,
      lead: `Applications close on ${formatDate(job.validThrough)}. Send the form or email your CV to our hiring team.`,
      points: [
        'A 30-minute call with the hiring manager within five working days.',
        'A practical exercise close to the work, done at home or with us, never unpaid production work.',
        'A final conversation with two future teammates, then an offer or honest feedback.',
      ],
      tone: 'soft',
    });
  }
  if (related.length) {
    sections.push({
      type: 'jobList',
      id: 'related-jobs',
      eyebrow: 'More openings',
      title: job.closed ? 'Open positions' : 'Related jobs',
      lead: 'Other roles in the teams you would work with every day.',
      tone: 'light',
      jobs: related,
    });
  }
  return {
    meta: {
      title: job.closed ? `${job.title} (closed)` : job.title,
      description: `${job.title}, ${job.location}: ${job.summary}`
        .slice(0, 170)
        .replace(/\s+\S*$/, '…'),
    },
    sections,
  };
}
