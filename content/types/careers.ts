// Careers: openings, the job list and a job's page.
import type { Cta, Href, Img, Tone } from './common';

/** An open position as shown on a job card (spec §3 "Job card"). */
export type Job = {
  /** Stable key (not a DOM id). */
  slug: string;
  title: string;
  /** The opening's own page. */
  href: Href;
  /** Badge on the card: the team, e.g. "Engineering". */
  category: string;
  /** e.g. "Full Time", "Remote - Full Time". */
  workType: string;
  company: string;
  location: string;
  /** Yearly salary range as shown, e.g. "$35k - $45k". */
  salary: string;
  /** The card's button: the application form on the opening's page. */
  apply: Cta;
};

/** A job opening with everything its page shows (from content/careers/<slug>.md). */
export type JobPosting = Job & {
  logo: Img;
  rating: 1 | 2 | 3 | 4 | 5;
  /** The page's lead and meta description. */
  summary: string;
  experience: string;
  /** Words as shown ("Full Time") and the schema.org value ("FULL_TIME"). */
  employmentType: { label: string; schema: string };
  workplace: 'on-site' | 'hybrid' | 'remote';
  /** ISO 3166-1 alpha-2 country of the location. */
  country: string;
  /** ISO days. */
  datePosted: string;
  validThrough: string;
  /** Yearly base salary for structured data (the shown range is `salary`). */
  baseSalary: { min: number; max: number; currency: string };
  hoursPerWeek: number;
  /** Hourly range as shown ("$15 - $25"); absent, the role is paid a yearly salary only. */
  hourlyRate?: string;
  /** Past its validThrough day when the site was built: the page says so and drops the JobPosting. */
  closed: boolean;
  /** Job Responsibilities, Job Requirements, Skill & Experience (and Benefits): safe HTML from the Markdown body. */
  html: string;
};

/** Job cards in a grid: open positions, related jobs. */
export type JobListSection = {
  type: 'jobList';
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone: Tone;
  jobs: Job[];
};

/** The banner of a job posting: the page's h1 with company, rating, location and salary. */
export type JobHeaderSection = { type: 'jobHeader'; job: JobPosting };

/** A job posting's body (responsibilities, requirements, skills) and its overview sidebar. */
export type JobDetailsSection = {
  type: 'jobDetails';
  id: string;
  job: JobPosting;
  /** The application form's section (or, once closed, the other openings). */
  apply: Cta;
};

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
