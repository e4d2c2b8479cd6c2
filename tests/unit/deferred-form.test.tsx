import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/forms/ContactForm';
import { SignInForm } from '@/components/forms/SignInForm';
import { HONEYPOT_NAME } from '@/components/forms/Honeypot';

// Build-time settings, switched per test.
type Settings = { __endpoint?: string };
jest.mock('@/app/_lib/site', () => ({
  get formEndpoint() {
    return (globalThis as Settings).__endpoint ?? '';
  },
  portalUrl: () => '',
}));

const originalFetch = globalThis.fetch;
afterEach(() => {
  (globalThis as Settings).__endpoint = '';
  globalThis.fetch = originalFetch;
});

/** Types into a field without focusing it, as into the server HTML before any code has run. */
const typeRaw = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

const live = () => waitFor(() => expect(screen.getByRole('form')).toHaveAttribute('novalidate'));

describe('a form before its code arrives (DeferredForm)', () => {
  it('is plain server HTML: typeable fields, native validation, no code loaded until reached for', async () => {
    render(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact us' });
    expect(form).not.toHaveAttribute('novalidate'); // the browser validates until the island runs
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    typeRaw(email, 'ops@nbfc.in');
    expect(email).toHaveValue('ops@nbfc.in');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('form')).not.toHaveAttribute('novalidate');
  });

  it('hands what was typed, the focus and the caret to the working form', async () => {
    render(<ContactForm />);
    typeRaw(screen.getByRole('textbox', { name: 'First name' }), 'Priya');
    const message = screen.getByRole('textbox', { name: 'Message' });
    typeRaw(message, 'Gold loans for 40 branches');
    (message as HTMLTextAreaElement).setSelectionRange(4, 4);
    act(() => message.focus());
    await live();
    const working = screen.getByRole('textbox', { name: 'Message' });
    expect(working).not.toBe(message);
    expect(working).toHaveValue('Gold loans for 40 branches');
    expect(working).toHaveFocus();
    expect((working as HTMLTextAreaElement).selectionStart).toBe(4);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
  });

  it('loads at once when the visitor is already in the form as the page hydrates', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ContactForm />);
    const email = within(container).getByRole('textbox', { name: 'Email' });
    typeRaw(email, 'ops@nbfc.in');
    email.focus(); // no React listener yet: this focus event goes unseen
    render(<ContactForm />, { container, hydrate: true });
    await live();
    const working = screen.getByRole('textbox', { name: 'Email' });
    expect(working).toHaveValue('ops@nbfc.in');
    expect(working).toHaveFocus();
  });

  it('keeps the focus on a button reached with Tab while the code arrives', async () => {
    render(<ContactForm />);
    act(() => screen.getByRole('button', { name: 'Send Message' }).focus());
    await live();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  });

  it('runs a submit pressed before the code arrived: errors shown, first invalid field focused', async () => {
    render(<ContactForm />);
    typeRaw(screen.getByRole('textbox', { name: 'First name' }), 'Priya');
    fireEvent.submit(screen.getByRole('form'));
    await live();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a filled honeypot across the hand-over, so a bot still sends nothing', async () => {
    (globalThis as Settings).__endpoint = 'https://forms.test/lead';
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { container } = render(<ContactForm />);
    const fill = (name: string, value: string) =>
      typeRaw(container.querySelector(`[name="${name}"]`) as HTMLElement, value);
    fill('firstName', 'Bot');
    fill('lastName', 'Bot');
    fill('email', 'bot@spam.example');
    fill('phone', '+91 98470 12345');
    fill('subject', 'Offer');
    fill('company', 'Spam');
    fill('message', 'Buy now, great offer for you');
    fill(HONEYPOT_NAME, 'filled by a bot');
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a Google button press made before the code arrived', async () => {
    render(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Google' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sign in through your customer portal');
    await waitFor(() => expect(notice).toHaveFocus());
  });
});
