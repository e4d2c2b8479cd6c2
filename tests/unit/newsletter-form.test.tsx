import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '@/components/forms/LeadForms';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

const privacyNoticeVersion = company.privacyNotice.version;
import { reply } from './fetch-reply';

// The endpoint is read from the build-time env in lib/site; tests set it per case.
jest.mock('@/lib/site', () => ({
  formTrapField: '_gotcha',
  absoluteUrl: (path: string) => `https://www.finorbit.in${path}`,
  get formEndpoint() {
    return (globalThis as { __endpoint?: string }).__endpoint ?? '';
  },
}));

const setEndpoint = (value: string) => {
  (globalThis as { __endpoint?: string }).__endpoint = value;
};

const originalFetch = globalThis.fetch;
afterEach(() => {
  setEndpoint('');
  globalThis.fetch = originalFetch;
});

describe('NewsletterForm', () => {
  it('shows an error linked to the field and focuses it when the email is invalid', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm company={company} formId="t" idPrefix="t" />);
    const input = screen.getByPlaceholderText('Enter your email');
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@company.com.',
    );
    expect(input).toHaveFocus();
  });

  it('offers the sales email when no endpoint is configured, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<NewsletterForm company={company} formId="t" idPrefix="t" />);
    await user.type(screen.getByPlaceholderText('Enter your email'), 'ops@nbfc.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Online sending is not available right now');
    expect(screen.getByRole('link', { name: /sales@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ops@nbfc.in');
  });

  it('sends once, says please wait, then confirms and moves focus to the confirmation', async () => {
    setEndpoint('https://forms.test/lead');
    let release: (value: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<NewsletterForm company={company} formId="footer" idPrefix="t" />);
    await user.type(screen.getByPlaceholderText('Enter your email'), 'ops@nbfc.in');
    const button = screen.getByRole('button', { name: 'Subscribe' });
    await user.dblClick(button);
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release(reply(200));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You are subscribed');
    await waitFor(() => expect(status).toHaveFocus());
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      formId: 'footer',
      fields: { email: 'ops@nbfc.in' },
      // Subscribing is what the form is for: the consent, with the notice it was given under.
      consent: true,
      privacyNoticeVersion,
    });
    expect(body.submissionId).toEqual(expect.any(String));
  });

  it('keeps the email and explains a server failure so the visitor can retry', async () => {
    setEndpoint('https://forms.test/lead');
    globalThis.fetch = jest.fn(async () => reply(500)) as unknown as typeof fetch;
    const user = userEvent.setup();
    render(<NewsletterForm company={company} formId="t" idPrefix="t" />);
    await user.type(screen.getByPlaceholderText('Enter your email'), 'ops@nbfc.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Our server had a problem');
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ops@nbfc.in');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
