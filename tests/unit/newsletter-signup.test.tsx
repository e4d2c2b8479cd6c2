import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterSignup } from '@/components/forms/NewsletterSignup';

describe('NewsletterSignup', () => {
  it('renders the fields at once and hands typed text and focus to the working form', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup formId="t" idPrefix="t" />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await user.tab();
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Enter your email').closest('form')).toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(screen.getByPlaceholderText('Enter your email')).toHaveFocus();
    await user.keyboard('ops@nbfc.in');
    expect(screen.getByPlaceholderText('Enter your email')).toHaveValue('ops@nbfc.in');
  });

  it('runs a submit made before the code loaded once it has loaded', async () => {
    render(<NewsletterSignup formId="t" idPrefix="t" />);
    fireEvent.submit(screen.getByPlaceholderText('Enter your email').closest('form')!);
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Enter your email')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByPlaceholderText('Enter your email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
  });
});
