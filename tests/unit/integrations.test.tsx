import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { SectionStack } from '@/components/layout/SectionStack';
import { integrationMarks, integrations } from '@/content/catalog/integrations';
import type { PageContent, Section } from '@/content/types';
import { renderIntegrationLogo, simpleIcon } from '@/scripts/integration-logos';
import { pageContent, staticPage } from '@/content/routes';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const singleIntegrationPage = pageContent('single-integration');
const homePage = pageContent('home');

const root = path.resolve(__dirname, '..', '..');
const route = (p: string) => expect.stringMatching(new RegExp(`^${p.replace(/\/$/, '')}/?$`));

function sectionOf<T extends Section['type']>(
  page: PageContent,
  type: T,
  n = 0,
): Extract<Section, { type: T }> {
  const section = page.sections.filter((s) => s.type === type)[n];
  if (!section) throw new Error(`no ${type} section #${n}`);
  return section as Extract<Section, { type: T }>;
}

describe('integration data', () => {
  it('has at least 16 integrations with unique slugs, a category and a description', () => {
    expect(integrations.length).toBeGreaterThanOrEqual(16);
    expect(new Set(integrations.map((i) => i.slug)).size).toBe(integrations.length);
    for (const integration of integrations) {
      expect(integration.category.length).toBeGreaterThan(2);
      expect(integration.description.length).toBeGreaterThan(40);
      expect(integration.logo.alt).toBe(`${integration.name} logo`);
    }
  });

  it('covers the services Indian lenders need', () => {
    const names = integrations.map((i) => i.name).join(' | ');
    for (const name of [
      'CIBIL',
      'eKYC',
      'CKYC',
      'DigiLocker',
      'UPI',
      'NACH',
      'WhatsApp',
      'Tally',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('keeps the committed logo files in step with the marks (run npm run gen:logos)', () => {
    for (const { slug, name, mark } of integrationMarks) {
      const file = path.join(root, 'public/images/integrations', `${slug}.svg`);
      expect(readFileSync(file, 'utf8')).toBe(renderIntegrationLogo(name, mark));
      if ('simpleIcon' in mark) {
        // The brand's own colour from simple-icons, unchanged.
        expect(readFileSync(file, 'utf8')).toContain(`fill="#${simpleIcon(mark.simpleIcon).hex}"`);
      }
    }
  });

  it('refuses an unknown simple-icons name', () => {
    expect(() => renderIntegrationLogo('Nope', { simpleIcon: 'siNoSuchBrandAtAll' })).toThrow(
      /no icon named/,
    );
  });
});

const integrationsPage = staticPage('/integrations/').content;

describe('IntegrationGrid on /integrations/', () => {
  it('shows nine tiles, each one link to /single-integration/, with all four badge kinds', () => {
    const grid = sectionOf(integrationsPage, 'integrationGrid');
    const featuredIntegrations = grid.integrations;
    expect(featuredIntegrations.map((item) => item.slug)).toEqual([
      'transunion-cibil',
      'aadhaar-ekyc',
      'digilocker',
      'nach-enach',
      'razorpay',
      'whatsapp-business',
      'google-workspace',
      'account-aggregator',
      'google-sheets',
    ]);
    render(<SectionStack company={company} sections={[grid]} />);
    const region = screen.getByRole('region', { name: grid.title });
    const tiles = within(region).getAllByRole('listitem');
    expect(tiles).toHaveLength(9);
    for (const [index, tile] of tiles.entries()) {
      const links = within(tile).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(featuredIntegrations[index]!.name);
      expect(links[0]).toHaveAttribute('href', route('/single-integration/'));
      expect(tile).toHaveTextContent(/Connect(ed)?$/);
    }
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    for (const badge of ['New', 'Premium', 'Free', 'Popular']) {
      expect(within(region).getAllByText(badge, { exact: true }).length).toBeGreaterThan(0);
    }
    expect(within(region).getAllByText('Connected', { exact: true }).length).toBeGreaterThan(0);
    expect(within(region).getAllByText('Connect', { exact: true }).length).toBeGreaterThan(0);
    expect(region).toHaveTextContent('do not imply endorsement');
  });

  it('opens the page with the spec’s header and ends with a subscribe banner', () => {
    expect(sectionOf(integrationsPage, 'pageHeader').title).toBe('Our Featured Integrations');
    expect(integrationsPage.sections.map((s) => s.type)).toEqual([
      'pageHeader',
      'integrationGrid',
      'highlights',
      'subscribeBanner',
    ]);
  });
});

describe('IntegrationLogos on home', () => {
  it('shows 16 logos, each named in text, and links to the integrations page', () => {
    const { container } = render(
      <SectionStack company={company} sections={[sectionOf(homePage, 'integrationLogos')]} />,
    );
    const region = screen.getByRole('region', {
      name: 'Connected to the services Indian lenders rely on',
    });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(16);
    expect(container.querySelectorAll('img')).toHaveLength(16);
    for (const item of items) expect(item.textContent?.trim().length).toBeGreaterThan(2);
    expect(within(region).getByRole('link', { name: 'See featured integrations' })).toHaveAttribute(
      'href',
      route('/integrations/'),
    );
  });
});

describe('/single-integration/', () => {
  it('has a banner with logo, real action links and a disabled Google button that says why', () => {
    render(
      <SectionStack
        company={company}
        sections={[sectionOf(singleIntegrationPage, 'integrationBanner')]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Google Workspace logo' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Google Workspace' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request this integration' })).toHaveAttribute(
      'href',
      route('/contact/'),
    );
    expect(screen.getByRole('link', { name: 'Read the set-up guide' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/single-integration\/?#setup$/),
    );
    const google = screen.getByRole('button', { name: 'Connect with Google' });
    expect(google).toBeDisabled();
    expect(google).toHaveAccessibleDescription(/admin console/);
    expect(screen.getByText(/admin console/)).toBeVisible();
    const facts = screen.getByRole('complementary', { name: 'At a glance' });
    expect(
      within(facts)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Category', 'Plans', 'Set-up time', 'Protocol', 'Data shared']);
  });

  it('renders the article with a contents list pointing at its parts', () => {
    const article = sectionOf(singleIntegrationPage, 'article');
    const { container } = render(<SectionStack company={company} sections={[article]} />);
    const nav = screen.getByRole('navigation', { name: /on this page/ });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(article.parts.length);
    for (const link of links) {
      const target = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`#${target} h3`)).toHaveTextContent(link.textContent!);
    }
    expect(container.querySelector('#setup ol')?.children.length).toBeGreaterThanOrEqual(4);
    expect(container.querySelector('blockquote')).toBeInTheDocument();
  });

  it('lists related New and Premium integrations linking to the integration page', () => {
    const related = sectionOf(singleIntegrationPage, 'integrationGrid');
    expect(related.integrations.map((i) => i.badge)).toEqual(
      expect.arrayContaining(['New', 'Premium']),
    );
    expect(singleIntegrationPage.sections.map((s) => s.type)).toEqual([
      'pageHeader',
      'integrationBanner',
      'article',
      'leadForm',
      'integrationGrid',
      'callToAction',
    ]);
  });
});
