import { render, screen, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import { JobCard } from '@/components/ui/JobCard';
import { formatSalary, jobBySlug, jobOpenings, openPositions } from '@/content/load/job-openings';
import { jobOpeningPage } from '@/content/generated/career-pages';
import { staticPage } from '@/content/routes';

const company = companyFacts();

const careerPage = staticPage('/career/').content;
import { pageJsonLd } from '@/lib/from-content/seo';
import { companyFacts } from '@/content/load/company-facts';

describe('JobCard', () => {
  it('shows work type, team badge, the title linking to the opening, company, place, salary and Apply', () => {
    const job = jobBySlug('qa-engineer-lending');
    render(<JobCard job={job} />);
    const heading = screen.getByRole('heading', { level: 3, name: job.title });
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/career/qa-engineer-lending/',
    );
    for (const text of [job.workType, job.category, job.company, job.location]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(job.salary, { exact: false })).toHaveTextContent('$25k - $35k');
    const apply = screen.getByRole('link', { name: `Apply Now for ${job.title}` });
    expect(apply).toHaveAttribute('href', '/career/qa-engineer-lending/#apply');
  });
});

describe('career content', () => {
  it('lists only open openings, each with its own page and its own Apply target', () => {
    const closed = jobOpenings()
      .filter((job) => job.closed)
      .map((job) => job.slug);
    expect(closed).toContain('credit-risk-analyst');
    expect(openPositions().map((job) => job.slug)).not.toContain('credit-risk-analyst');
    expect(openPositions().length).toBe(jobOpenings().length - closed.length);
    const targets = openPositions().flatMap((job) => [job.href, job.apply.href]);
    expect(new Set(targets).size).toBe(targets.length);
    for (const job of openPositions()) expect(job.href).toBe(`/career/${job.slug}/`);
  });

  it('formats salaries the way cards show them', () => {
    expect(formatSalary('USD', 55000, 62000)).toBe('$55k - $62k');
    expect(formatSalary('INR', 1200000, 1850000)).toBe('₹12L - ₹18.5L');
  });
});

describe('career page', () => {
  it('renders the Career h1, a card per open position, four perks and a call to action', () => {
    render(<SectionStack company={company} sections={careerPage.sections} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Career');
    const positions = screen.getByRole('region', { name: 'Find the role that fits you' });
    expect(within(positions).getAllByRole('article')).toHaveLength(openPositions().length);
    expect(within(positions).getAllByRole('link', { name: /^Apply Now/ })).toHaveLength(
      openPositions().length,
    );
    const perks = screen.getByRole('region', { name: /Good work/ });
    for (const perk of ['Remote working', 'Flexible hours', 'Friendly team', 'Medical insurance']) {
      expect(within(perks).getByRole('heading', { level: 3, name: perk })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact/');
  });
});

describe('an open opening’s page', () => {
  const page = jobOpeningPage('senior-backend-developer');
  beforeEach(() => render(<SectionStack company={company} sections={page.sections} />));

  it('opens with the title, company logo and name, rating, location and salary', () => {
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Senior Backend Developer');
    const header = h1.closest('section')!;
    expect(within(header).getByRole('img', { name: 'Finorbit logo' })).toHaveAttribute(
      'width',
      '64',
    );
    expect(within(header).getByText('Finorbit Technologies')).toBeInTheDocument();
    expect(header).toHaveTextContent('London, United Kingdom');
    expect(header).toHaveTextContent('$55k - $62k a year');
    expect(within(header).queryByText('Closed')).toBeNull();
  });

  it('has the spec’s sections from Markdown and its Job Overview, with Apply now to the form', () => {
    const sections = {
      'Job Responsibilities': 'job-responsibilities',
      'Job Requirements': 'job-requirements',
      'Skill & Experience': 'skill-experience',
      Benefits: 'benefits',
    };
    for (const [name, id] of Object.entries(sections)) {
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(heading).toHaveAttribute('id', id);
      expect(heading.nextElementSibling?.querySelectorAll('li').length).toBeGreaterThan(1);
    }
    const aside = screen.getByRole('complementary', { name: 'Job Overview' });
    const rows = within(aside)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Location', 'London, United Kingdom'],
      ['Job Title', 'Senior Backend Developer'],
      ['Hours per week', '50 hours'],
      ['Hourly rate', '$15 - $25 an hour'],
      ['Salary', '$55k - $62k a year'],
      ['Employment', 'Hybrid - Full Time'],
      ['Experience', '6+ years, 3 in banking or payments'],
      ['Apply by', '28 Feb 2027'],
    ]);
    expect(within(aside).getByRole('link', { name: /^Apply now/ })).toHaveAttribute(
      'href',
      '/career/senior-backend-developer/#apply',
    );
  });

  it('has the application form, named for the role, and other openings', () => {
    const form = screen.getByRole('form', { name: 'Apply for Senior Backend Developer' });
    for (const label of ['Full name', 'Email', 'Phone', 'LinkedIn profile or CV link']) {
      expect(within(form).getByLabelText(new RegExp(label))).toBeInTheDocument();
    }
    const related = screen.getByRole('region', { name: 'Related jobs' });
    expect(within(related).queryByText('Senior Backend Developer')).toBeNull();
  });

  it('carries a JobPosting with the body as its description and a validThrough', () => {
    const posting = pageJsonLd('/career/senior-backend-developer/', page.sections).find(
      (data) => data['@type'] === 'JobPosting',
    )!;
    expect(posting.validThrough).toMatch(/^2027-02-28T/);
    expect(String(posting.description)).toContain('<h2 id="job-responsibilities">');
    expect(posting.workHours).toBe('50 hours per week');
    expect(posting.employmentType).toBe('FULL_TIME');
  });
});

describe('a closed opening’s page', () => {
  const page = jobOpeningPage('credit-risk-analyst');

  it('says it has closed, offers the open positions and has no form and no JobPosting', () => {
    render(<SectionStack company={company} sections={page.sections} />);
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/This opening has closed/);
    // Without an hourly rate the overview says how the role is paid.
    const aside = screen.getByRole('complementary', { name: 'Job Overview' });
    expect(within(aside).getByText('Hourly rate').nextElementSibling).toHaveTextContent(
      'Not paid by the hour: a yearly salary',
    );
    expect(within(aside).getByText('Hours per week').nextElementSibling).toHaveTextContent(
      '40 hours',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute(
      'href',
      '/career/',
    );
    expect(page.meta.title).toMatch(/\(closed\)$/);
    const data = pageJsonLd('/career/credit-risk-analyst/', page.sections);
    expect(data.map((entry) => entry['@type'])).toEqual(['BreadcrumbList']);
  });
});
