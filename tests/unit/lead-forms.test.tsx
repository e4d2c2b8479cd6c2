import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import {
  ContactForm,
  DemoRequestForm,
  IntegrationApplicationForm,
  JobApplicationForm,
  NewsletterForm,
  WebsiteTestForm,
} from '@/components/forms/LeadForms';
import { PasswordResetForm, SignInForm, SignUpForm } from '@/components/forms/AuthForms';
import { LeadForm } from '@/components/sections/LeadForm';
import { FormScreen } from '@/components/sections/FormScreen';
import { PageRoute } from '@/components/islands/PageRoute';
import { formScreenTabs } from './fixtures/shared-items';
import { clientLogos } from './fixtures/shared-items';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const privacyNoticeVersion = company.privacyNotice.version;
import { reply } from './fetch-reply';
import { linkedInVisit } from './fixtures/visit';

// Build-time settings, switched per test.
type Settings = { __endpoint?: string; __appUrl?: string };
const settings = globalThis as Settings;
jest.mock('@/lib/site', () => ({
  formTrapField: '_gotcha',
  absoluteUrl: (path: string) => `https://www.finorbit.in${path}`,
  get formEndpoint() {
    return (globalThis as Settings).__endpoint ?? '';
  },
  portalUrl(path: string) {
    const base = (globalThis as Settings).__appUrl;
    return base ? `${base}${path}` : '';
  },
}));

const originalFetch = globalThis.fetch;
afterEach(() => {
  document.body.replaceChildren(); // server HTML appended by renderServer
  settings.__endpoint = '';
  settings.__appUrl = '';
  globalThis.fetch = originalFetch;
});

/** The server HTML of a form, in the document but not hydrated: what a visitor gets first. */
function renderServer(ui: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  return container;
}

/** Hydrates server HTML in place; resolves once the island has taken over (`novalidate`). */
async function hydrate(ui: ReactElement, container: HTMLElement) {
  render(ui, { container, hydrate: true });
  await waitFor(() => expect(screen.getAllByRole('form')[0]).toHaveAttribute('novalidate'));
}

/** A form as the server renders it, then hydrated: the island's behaviour from here on. */
async function renderLive(ui: ReactElement) {
  await hydrate(ui, renderServer(ui));
}

/** Types into a field without a React handler, as into the server HTML before hydration. */
const typeRaw = (field: Element, value: string) => fireEvent.change(field, { target: { value } });

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
    await renderLive(<DemoRequestForm company={company} />);
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
    await renderLive(<DemoRequestForm company={company} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya Nair');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@keralanidhi.in');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    const budget = screen.getByRole('combobox', { name: 'Budget' });
    await waitFor(() => expect(budget).toHaveFocus());
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(budget).toHaveAccessibleDescription('Please select your budget.');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Please select your country.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('links the opt-in to the notice’s marketing part', async () => {
    await renderLive(<DemoRequestForm company={company} />);
    const link = screen.getByRole('link', { name: 'privacy notice' });
    expect(link).toHaveAttribute('href', '/privacy/#marketing');
  });

  it('every lead form says what its data is for, next to its button, and links the notice', () => {
    const forms: [ReactElement, RegExp][] = [
      [<DemoRequestForm company={company} key="d" />, /to arrange your demo/],
      [<ContactForm company={company} key="c" />, /to answer your message/],
      [<IntegrationApplicationForm company={company} key="i" />, /to assess the integration/],
      [<WebsiteTestForm company={company} key="w" />, /only to send you this website review/],
      [
        <JobApplicationForm company={company} key="j" role="Product Designer" />,
        /only to assess your application/,
      ],
      [<SignUpForm company={company} key="s" />, /to set up your trial workspace/],
      [
        <NewsletterForm company={company} key="n" formId="n" idPrefix="n" />,
        /By subscribing you agree to receive/,
      ],
    ];
    for (const [form, purpose] of forms) {
      const { container, unmount } = render(form);
      const line = container.querySelector('form .form-privacy');
      expect(line).toHaveTextContent(purpose);
      expect(
        within(line as HTMLElement).getByRole('link', { name: 'Privacy notice' }),
      ).toHaveAttribute('href', expect.stringMatching(/^\/privacy\//));
      unmount();
    }
  });

  it('sends where the visit came from and the notice version with the lead', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    sessionStorage.setItem('finorbit:visit', JSON.stringify(linkedInVisit));
    const fetchMock = mockFetch();
    const accepted = jest.fn();
    window.addEventListener('finorbit:lead-accepted', accepted);
    const user = userEvent.setup();
    await renderLive(<WebsiteTestForm company={company} />);
    await user.type(screen.getByRole('textbox', { name: 'Website' }), 'www.bank.in');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'it@bank.in');
    await user.click(screen.getByRole('button', { name: 'Analyse Website' }));
    await screen.findByRole('status');
    expect(sentBody(fetchMock)).toMatchObject({
      formId: 'website-test',
      ...linkedInVisit,
      privacyNoticeVersion,
    });
    expect(accepted).toHaveBeenCalledTimes(1);
    expect(accepted.mock.calls[0][0].detail).toEqual({ formId: 'website-test' });
    window.removeEventListener('finorbit:lead-accepted', accepted);
    sessionStorage.clear();
  });

  it('sends the consent flag with the fields under its form id', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderLive(
      <DemoRequestForm
        company={company}
        formId="service-contact"
        idPrefix="svc"
        submitLabel="Send Request"
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya Nair');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@keralanidhi.in');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Budget' }), 'over-500k');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AE');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your demo request is in');
    // The opt-in is the lead's consent, once: as the native post sends it (`consent=true`).
    const body = sentBody(fetchMock) as { fields: Record<string, unknown> };
    expect(body).toMatchObject({
      formId: 'service-contact',
      consent: true,
      fields: { budget: 'over-500k', country: 'AE' },
    });
    expect(body.fields).not.toHaveProperty('marketingOptIn');
  });

  it('posts the opt-in without scripts as the JSON lead carries it: consent=true', () => {
    settings.__endpoint = 'https://forms.test/lead';
    const container = renderServer(<DemoRequestForm company={company} />);
    const form = within(container).getByRole('form', { name: 'Request a demo' }) as HTMLFormElement;
    const optIn = within(form).getByRole('checkbox');
    expect(new FormData(form).has('consent')).toBe(false);
    (optIn as HTMLInputElement).checked = true;
    expect(new FormData(form).getAll('consent')).toEqual(['true']);
    expect(new FormData(form).has('marketingOptIn')).toBe(false);
  });
});

describe('IntegrationApplicationForm and WebsiteTestForm', () => {
  it('apply for integration: required fields, then a confirmation that takes focus', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderLive(<IntegrationApplicationForm company={company} />);
    await user.click(screen.getByRole('button', { name: 'Apply for Integration' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
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
    await renderLive(<WebsiteTestForm company={company} />);
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveAttribute('autocomplete', 'url');
    await user.type(website, 'not a site');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'it@coopbank.in');
    await user.click(screen.getByRole('button', { name: 'Analyse Website' }));
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'));
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
    await renderLive(<SignInForm company={company} />);
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
    await renderLive(<SignInForm company={company} />);
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
    await renderLive(<PasswordResetForm company={company} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ops.nbfc.in');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid'),
    );
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
    await renderLive(<SignUpForm company={company} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'meera@nidhi.in');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).not.toHaveAttribute('name'); // a native post leaves it out too
    await user.type(password, 'Secret-pass-2024');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const terms = screen.getByRole('checkbox');
    await waitFor(() => expect(terms).toHaveFocus());
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

describe('server HTML, before any script', () => {
  it('without an endpoint, posts into an email to sales; every constraint and message is there', () => {
    const container = renderServer(<DemoRequestForm company={company} />);
    const form = within(container).getByRole('form', { name: 'Request a demo' });
    expect(form).toHaveAttribute('action', 'mailto:sales@finorbit.in?subject=Demo%20request');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'text/plain');
    expect(form).not.toHaveAttribute('novalidate');
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(email).toHaveAttribute('pattern');
    expect(within(form).getByRole('textbox', { name: 'Project description' })).toHaveAttribute(
      'maxlength',
      '3000',
    );
    expect(within(form).getByRole('combobox', { name: 'Budget' })).toBeRequired();
    // The messages CSS reveals on a refused submit (:user-invalid), hidden until then.
    for (const message of [
      'Please enter your name.',
      'Please enter your email address.',
      'Please select your budget.',
      'Please select your country.',
    ]) {
      expect(within(form).getByText(message)).toHaveClass(/native-error|when-empty/);
    }
  });

  it('with an endpoint, posts there urlencoded with the form id, page and thank-you address', () => {
    settings.__endpoint = 'https://forms.test/lead';
    const container = renderServer(
      <PageRoute route="/request-for-demo/">
        <ContactForm company={company} formId="contact-form" />
      </PageRoute>,
    );
    const form = within(container).getByRole('form', { name: 'Contact us' });
    expect(form).toHaveAttribute('action', 'https://forms.test/lead');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('enctype');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [
        input.name,
        input.value,
      ]),
    );
    expect(hidden).toEqual({
      formId: 'contact-form',
      page: '/request-for-demo/',
      privacyNoticeVersion,
      _next: 'https://www.finorbit.in/thank-you/',
    });
  });

  it('portal forms post to the portal, or (none set) never to this page', () => {
    settings.__appUrl = 'https://app.finorbit.in';
    const withPortal = renderServer(<PasswordResetForm company={company} />);
    expect(within(withPortal).getByRole('form')).toHaveAttribute(
      'action',
      'https://app.finorbit.in/password-reset',
    );
    settings.__appUrl = '';
    const without = renderServer(<SignInForm company={company} />);
    expect(within(without).getByRole('form')).toHaveAttribute('method', 'dialog');
    expect(within(without).getByRole('form')).not.toHaveAttribute('action');
  });
});

describe('hydration in place', () => {
  it('keeps the server nodes, what was typed before hydration and the focus', async () => {
    const ui = <ContactForm company={company} />;
    const container = renderServer(ui);
    const message = within(container).getByRole('textbox', { name: 'Message' });
    typeRaw(within(container).getByRole('textbox', { name: 'First name' }), 'Priya');
    typeRaw(message, 'Gold loans for 40 branches');
    act(() => message.focus());
    await hydrate(ui, container);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBe(message);
    expect(message).toHaveValue('Gold loans for 40 branches');
    expect(message).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
  });

  it('validates what was typed before hydration', async () => {
    const ui = <ContactForm company={company} />;
    const container = renderServer(ui);
    typeRaw(within(container).getByRole('textbox', { name: 'First name' }), 'Priya');
    await hydrate(ui, container);
    fireEvent.submit(screen.getByRole('form'));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    // The island's message is the one shown, linked to the field; no native duplicate is left.
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getAllByText('Please enter your email address.')).toHaveLength(1);
  });

  it('clears a field error as the visitor types into it', async () => {
    const user = userEvent.setup();
    await renderLive(<ContactForm company={company} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const first = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await user.type(first, 'P');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing when a bot filled the honeypot, but looks like success', async () => {
    settings.__endpoint = 'https://forms.test/lead';
    const fetchMock = mockFetch();
    const ui = <ContactForm company={company} />;
    const container = renderServer(ui);
    const fill = (name: string, value: string) =>
      typeRaw(container.querySelector(`[name="${name}"]`)!, value);
    fill('firstName', 'Bot');
    fill('email', 'bot@spam.example');
    fill('message', 'Buy now, great offer for you');
    fill('_gotcha', 'filled by a bot');
    await hydrate(ui, container);
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the Google button with the notice when no portal is set', async () => {
    const user = userEvent.setup();
    await renderLive(<SignInForm company={company} />);
    await user.click(screen.getByRole('button', { name: 'Connect with Google' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sign in through your customer portal');
    await waitFor(() => expect(notice).toHaveFocus());
  });
});

describe('sections', () => {
  it('LeadForm puts a heading and the chosen form in a labelled section', async () => {
    render(
      <LeadForm
        company={company}
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
        company={company}
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
