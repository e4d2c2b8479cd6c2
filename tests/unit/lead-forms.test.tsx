import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { DemoRequestForm } from '@/components/forms/DemoRequestForm';
import { IntegrationApplicationForm } from '@/components/forms/IntegrationApplicationForm';
import { WebsiteTestForm } from '@/components/forms/WebsiteTestForm';
import { SignInForm } from '@/components/forms/SignInForm';
import { SignUpForm } from '@/components/forms/SignUpForm';
import { PasswordResetForm } from '@/components/forms/PasswordResetForm';
import { LeadForm } from '@/components/sections/LeadForm';
import { FormScreen } from '@/components/sections/FormScreen';
import { formScreenTabs } from '@/content/shared/testimonials';
import { clientLogos } from '@/content/shared/clients';

// Build-time settings, switched per test.
type Settings = { __endpoint?: string; __appUrl?: string };
const settings = globalThis as Settings;
jest.mock('@/app/_lib/site', () => ({
  get formEndpoint() {
    return (globalThis as Settings).__endpoint ?? '';
  },
  portalUrl(path: string) {
    const base = (globalThis as Settings).__appUrl;
    return base ? `${base}${path}` : '';
  },
}));

const reply = (status: number) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => null },
  }) as unknown as Response;

const originalFetch = globalThis.fetch;
afterEach(() => {
  settings.__endpoint = '';
  settings.__appUrl = '';
  globalThis.fetch = originalFetch;
});

/**
 * Renders a form as the server does and waits until its island has taken over, as after a
 * visitor's first pointer move over it (the hand-over itself is tested in deferred-form.test).
 */
async function renderLive(ui: ReactElement) {
  render(ui);
  fireEvent.pointerOver(await screen.findByRole('form'));
  await waitFor(() => expect(screen.getByRole('form')).toHaveAttribute('novalidate'));
}

function mockFetch(status = 200) {
  const fetchMock = jest.fn(async () => reply(status));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function sentBody(fetchMock: jest.Mock) {
  const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
  return JSON.parse(String(init.body));
}

describe('DemoRequestForm', () => {
  it('lists every ISO country by code and the six budgets, each select with a placeholder', async () => {
    await renderLive(<DemoRequestForm />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    const options = within(country).getAllByRole('option');
    expect(options).toHaveLength(251);
    expect(options[0]).toBeDisabled();
    expect(within(country).getByRole('option', { name: 'India' })).toHaveValue('IN');
    const budget = screen.getByRole('combobox', { name: 'Budget' });
    expect(within(budget).getAllByRole('option')).toHaveLength(7);
    expect(country).toHaveAttribute('autocomplete', 'country');
  });

  it('shows the budget and country messages, linked to the fields, and focuses the first error', async () => {
    const user = userEvent.setup();
    await renderLive(<DemoRequestForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya Nair');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@keralanidhi.in');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const budget = screen.getByRole('combobox', { name: 'Budget' });
    expect(budget).toHaveFocus();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(budget).toHaveAccessibleDescription('Please select your budget.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Please select your country.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('links the opt-in to the privacy policy shown with the form', async () => {
    await renderLive(<DemoRequestForm />);
    const link = screen.getByRole('link', { name: 'privacy policy' });
    expect(link).toHaveAttribute('href', '#demo-privacy');
    expect(document.getElementById('demo-privacy')).toHaveTextContent('Privacy policy');
  });

  it('sends the consent flag with the fields under its form id', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderLive(
      <DemoRequestForm formId="service-contact" idPrefix="svc" submitLabel="Send Request" />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya Nair');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@keralanidhi.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'over-500k');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AE');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your demo request is in');
    expect(sentBody(fetchMock)).toMatchObject({
      formId: 'service-contact',
      consent: true,
      fields: { budget: 'over-500k', country: 'AE', marketingOptIn: true },
    });
  });
});

describe('IntegrationApplicationForm and WebsiteTestForm', () => {
  it('apply for integration: required fields, then a confirmation that takes focus', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderLive(<IntegrationApplicationForm />);
    await user.click(screen.getByRole('button', { name: 'Apply for Integration' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(
      screen.getByRole('textbox', { name: 'Integration description' }),
    ).toHaveAccessibleDescription('Please describe the integration you have in mind.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rahul Das');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rahul@paygate.in');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'PayGate');
    await user.type(
      screen.getByRole('textbox', { name: 'Integration description' }),
      'eNACH mandates for loan repayments',
    );
    await user.click(screen.getByRole('button', { name: 'Apply for Integration' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(sentBody(fetchMock)).toMatchObject({
      formId: 'integration-application',
      fields: { company: 'PayGate' },
    });
  });

  it('test your website: checks the address and keeps it after a failure', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    mockFetch(503);
    const user = userEvent.setup();
    await renderLive(<WebsiteTestForm />);
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveAttribute('autocomplete', 'url');
    await user.type(website, 'not a site');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'it@coopbank.in');
    await user.click(screen.getByRole('button', { name: 'Analyse Website' }));
    expect(website).toHaveAccessibleDescription(
      'Please enter a valid web address, like https://www.example.com.',
    );
    await user.clear(website);
    await user.type(website, 'www.coopbank.in');
    await user.click(screen.getByRole('button', { name: 'Analyse Website' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Our server had a problem');
    expect(website).toHaveValue('www.coopbank.in');
  });
});

describe('auth screens', () => {
  it('sign-in without a portal explains where to sign in and keeps both fields', async () => {
    const user = userEvent.setup();
    await renderLive(<SignInForm />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ops@nbfc.in');
    await user.type(password, 'pa55-word');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sign in through your customer portal');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(password).toHaveValue('pa55-word');
    expect(screen.getByRole('link', { name: 'Sign up Today' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signup\/?$/),
    );
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/password-reset\/?$/),
    );
  });

  it('sign-in with a portal posts there and links Google to it', async () => {
    settings.__appUrl = 'https://app.finorbit.in';
    await renderLive(<SignInForm />);
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute(
      'action',
      'https://app.finorbit.in/login',
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
    expect(screen.getByRole('link', { name: 'Connect with Google' })).toHaveAttribute(
      'href',
      'https://app.finorbit.in/auth/google',
    );
  });

  it('password reset requires a valid email and links back to login', async () => {
    const user = userEvent.setup();
    await renderLive(<PasswordResetForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ops.nbfc.in');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    );
    expect(screen.getByRole('link', { name: 'Back to login page' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\/?$/),
    );
  });

  it('sign-up needs the terms, and sends the trial request without the password', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderLive(<SignUpForm />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@nidhi.in');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'Secret-pass-2024');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const terms = screen.getByRole('checkbox');
    expect(terms).toHaveFocus();
    expect(terms).toHaveAccessibleDescription(
      'Please accept the terms and conditions to continue.',
    );
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your trial request is in');
    const body = sentBody(fetchMock);
    expect(body.fields).toEqual({
      name: 'Meera',
      email: 'meera@nidhi.in',
      company: '',
      terms: true,
    });
    expect(JSON.stringify(body)).not.toContain('Secret-pass-2024');
  });
});

describe('sections', () => {
  it('LeadForm puts a heading and the chosen form in a labelled section', async () => {
    render(
      <LeadForm
        type="leadForm"
        id="apply"
        form="integrationApplication"
        title="Apply for Integration"
        points={['Sandbox keys in two days']}
        tone="light"
      />,
    );
    const section = screen.getByRole('region', { name: 'Apply for Integration' });
    expect(
      within(section).getByRole('form', { name: 'Apply for integration' }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Sandbox keys in two days')).toBeInTheDocument();
  });

  it('FormScreen gives the page its h1, the form, three story tabs and the client logos', async () => {
    const user = userEvent.setup();
    render(
      <FormScreen
        type="formScreen"
        form="demoRequest"
        title="See Finorbit run your lending day"
        tone="soft"
        aside={{
          title: 'What lenders like you tell us',
          tabs: formScreenTabs,
          logos: clientLogos,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'page-title');
    expect(await screen.findByRole('form', { name: 'Request a demo' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    await user.click(tabs[2]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Gold loans sanctioned');
    for (const logo of clientLogos) expect(screen.getByAltText(logo.alt)).toBeInTheDocument();
  });
});
