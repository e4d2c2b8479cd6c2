// Careers: openings, the job list and a job's page. The schemas (content/schema/collection-sections.ts)
// are the source; these are their inferred types.
import type { z } from 'zod';
import type { Href } from './common';
import type {
  jobDetailsSchema,
  jobHeaderSchema,
  jobListSchema,
  jobPostingSchema,
  jobSchema,
} from '../schema/collection-sections';

export type Job = z.infer<typeof jobSchema>;
export type JobPosting = z.infer<typeof jobPostingSchema>;
export type JobListSection = z.infer<typeof jobListSchema>;
export type JobHeaderSection = z.infer<typeof jobHeaderSchema>;
export type JobDetailsSection = z.infer<typeof jobDetailsSchema>;

/** The job opening page's fixed copy (components/sections/JobDetails.tsx). */
export type JobDetailsCopy = {
  heading: string;
  overviewHeading: string;
  overview: {
    location: string;
    jobTitle: string;
    hoursPerWeek: string;
    /** `{hours}` is the number of hours. */
    hoursValue: string;
    hourlyRate: string;
    /** `{rate}` is the hourly range. */
    hourlyValue: string;
    /** The hourly-rate row of an opening paid a yearly salary only. */
    notHourly: string;
    employment: string;
    experience: string;
    salary: string;
    /** `{salary}` is the yearly range. */
    salaryValue: string;
    applyBy: string;
    closedOn: string;
  };
  /** The notice on a closed opening: title, the words before its closing day and after it. */
  closed: { title: string; stopped: string; kept: string; link: { label: string; href: Href } };
  /** Read after the Apply link by screen readers, before the job's title. */
  applyFor: string;
};
