// The careers pages. /career/ is a page file (content/pages/career.yml, its job list filled with
// the open positions of content/careers/); each opening's page (closed ones too, which say so) has
// the words of content/templates/job-opening.yml: the banner, the role, the application form
// while it is open, and other openings.
import { formatDate } from '@/lib/dates';
import type { PageContent, Section } from '../types';
import { fillPlaceholders } from '../schema/templates';
import { jobBySlug, relatedJobs } from '../load/job-openings';
import { loadTemplate } from '../load/template-files';

const words = loadTemplate('job-opening');

export function jobOpeningPage(slug: string): PageContent {
  const job = jobBySlug(slug);
  const related = relatedJobs(job);
  const fill = (copy: string) =>
    fillPlaceholders(copy, {
      title: job.title,
      location: job.location,
      summary: job.summary,
      closingDate: formatDate(job.validThrough),
    });
  const { details, application: form, related: others } = words;
  const sections: Section[] = [
    { type: 'jobHeader', job },
    {
      type: 'jobDetails',
      id: details.id,
      job,
      apply: job.closed
        ? { label: fill(details.closed.label), href: details.closed.href }
        : { label: fill(details.apply), href: `${job.href}#${form.id}` },
    },
  ];
  if (!job.closed) {
    sections.push({
      type: 'leadForm',
      id: form.id,
      form: 'jobApplication',
      role: job.title,
      ...(form.eyebrow === undefined ? {} : { eyebrow: fill(form.eyebrow) }),
      title: fill(form.title),
      lead: fill(form.lead),
      points: form.points.map(fill),
      tone: form.tone,
    });
  }
  if (related.length) {
    sections.push({
      type: 'jobList',
      id: others.id,
      ...(others.eyebrow === undefined ? {} : { eyebrow: fill(others.eyebrow) }),
      title: fill(job.closed ? others.closedTitle : others.title),
      ...(others.lead === undefined ? {} : { lead: fill(others.lead) }),
      tone: others.tone,
      jobs: related,
    });
  }
  return {
    meta: {
      title: fill(job.closed ? words.meta.closedTitle : words.meta.title),
      // Cut at a word, within 170 characters.
      description: fill(words.meta.description)
        .slice(0, 170)
        .replace(/\s+\S*$/, '…'),
    },
    sections,
  };
}
