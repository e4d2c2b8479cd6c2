import { render, screen, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import { JobCard } from '@/components/ui/JobCard';
import { openPositions, relatedJobs, seniorBackendDeveloper } from '@/content/shared/jobs';
import { careerPage } from '@/content/pages/career';

import { singleCareerPage } from '@/content/pages/single-career';

describe('JobCard', () => {
  it('shows work type, category badge, title, company, place and salary with an Apply link', () => {
    const job = openPositions[1]!;
    render(<JobCard job={job} />);
    expect(screen.getByRole('heading', { level: 3, name: job.title })).toBeInTheDocument();
    for (const text of [job.workType, job.category, job.company, job.location]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(job.salary, { exact: false })).toHaveTextContent('$25k - $35k');
    const apply = screen.getByRole('link', { name: `Apply Now for ${job.title}` });
    expect(apply).toHaveAttribute('href', '/single-career/');
    expect(apply).toHaveTextContent(/^Apply Now/);
  });
});

describe('career content', () => {
  it('lists four positions with the spec’s sample salaries, all applying via the job page', () => {
    expect(openPositions).toHaveLength(4);
    expect(openPositions.map((job) => job.salary).sort()).toEqual(
      ['$25k - $35k', '$35k - $38k', '$35k - $45k', '$55k - $62k'].sort(),
    );
    for (const job of openPositions) expect(job.apply.href).toBe('/single-career/');
  });

  it('has three related jobs (Developer, Designer, Manager) applying via the contact page', () => {
    expect(relatedJobs.map((job) => job.category)).toEqual(['Developer', 'Designer', 'Manager']);
    for (const job of relatedJobs) {
      expect(['Remote - Full Time', 'Full Time']).toContain(job.workType);
      expect(job.apply.href).toBe('/contact/');
    }
  });
});

describe('career page', () => {
  it('renders the Career h1, four job cards, four perks and a call to action', () => {
    render(<SectionStack sections={careerPage.sections} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Career');
    const positions = screen.getByRole('region', { name: 'Find the role that fits you' });
    expect(within(positions).getAllByRole('article')).toHaveLength(4);
    expect(within(positions).getAllByRole('link', { name: /^Apply Now/ })).toHaveLength(4);
    const perks = screen.getByRole('region', { name: /Good work/ });
    for (const perk of ['Remote working', 'Flexible hours', 'Friendly team', 'Medical insurance']) {
      expect(within(perks).getByRole('heading', { level: 3, name: perk })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact/');
  });
});

describe('job details page', () => {
  beforeEach(() => render(<SectionStack sections={singleCareerPage.sections} />));

  it('opens with the title, company logo and name, rating, location and salary', () => {
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Senior Backend Developer');
    const header = h1.closest('section')!;
    expect(within(header).getByRole('img', { name: 'Finorbit logo' })).toHaveAttribute(
      'width',
      '64',
    );
    expect(within(header).getByText('Finorbit Technologies')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(header).toHaveTextContent('United Kingdom');
    expect(header).toHaveTextContent('$55k - $62k a year');
    expect(within(header).getByRole('link', { name: /All open positions/ })).toHaveAttribute(
      'href',
      '/career/',
    );
  });

  it('has the three detail lists and a Job Overviews sidebar with Apply now to /contact/', () => {
    for (const name of ['Job Responsibilities', 'Job Requirements', 'Skill & Experience']) {
      const heading = screen.getByRole('heading', { level: 3, name });
      expect(heading.nextElementSibling?.querySelectorAll('li').length).toBeGreaterThan(2);
    }
    const aside = screen.getByRole('complementary', { name: 'Job Overviews' });
    const terms = within(aside)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Location', 'Job title', 'Hours', 'Hourly rate', 'Salary']);
    const values = within(aside)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual([
      'United Kingdom',
      'Senior Backend Developer',
      '50 hours per week',
      '$15 - $25 an hour',
      '$55k - $62k a year',
    ]);
    expect(within(aside).getByRole('link', { name: /^Apply now/ })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  it('shows three related jobs applying via /contact/ and keeps headings in order', () => {
    const related = screen.getByRole('region', { name: 'Related jobs' });
    const links = within(related).getAllByRole('link', { name: /^Apply Now/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/contact/');
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
    expect(seniorBackendDeveloper.overview.hoursPerWeek).toBe('50 hours per week');
  });
});
