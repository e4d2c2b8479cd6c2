// What every opening's page says around its body (components/sections/JobDetails.tsx).
import type { JobDetailsCopy } from '../types';

export const jobDetailsCopy: JobDetailsCopy = {
  heading: 'About the role',
  overviewHeading: 'Job Overview',
  overview: {
    location: 'Location',
    jobTitle: 'Job Title',
    hoursPerWeek: 'Hours per week',
    hoursValue: '{hours} hours',
    hourlyRate: 'Hourly rate',
    hourlyValue: '{rate} an hour',
    notHourly: 'Not paid by the hour: a yearly salary',
    employment: 'Employment',
    experience: 'Experience',
    salary: 'Salary',
    salaryValue: '{salary} a year',
    applyBy: 'Apply by',
    closedOn: 'Closed on',
  },
  closed: {
    title: 'This opening has closed.',
    stopped: 'It stopped taking applications on',
    kept: 'The role is kept here for reference;',
    link: { label: 'see the positions open now', href: '/career/' },
  },
  applyFor: 'for',
};
