import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { STICKY_THRESHOLD } from '@/components/layout/HeaderShell';
import { mainNav } from '@/content/site';

jest.mock('next/navigation', () => ({ usePathname: () => '/company/' }));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  it('links the logo home and lists the main navigation with the current page marked', () => {
    render(<SiteHeader currentPath="/company/" />);
    expect(screen.getAllByRole('link', { name: /home$/i })[0]).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(mainNav.map((item) => item.label));
    expect(within(nav).getByRole('link', { name: 'Company' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Reach Us' })).toHaveClass('btn');
  });

  it('sticks only once the page has scrolled past the threshold', () => {
    const { container } = render(<SiteHeader currentPath="/" />);
    const header = container.querySelector('header');
    scrollTo(STICKY_THRESHOLD);
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(STICKY_THRESHOLD + 1);
    expect(header).toHaveAttribute('data-sticky', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('opens the side menu with the same links and a Reach Us button, and closes it', async () => {
    const user = userEvent.setup();
    render(<SiteHeader currentPath="/" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    const side = within(dialog).getByRole('navigation', { name: 'Side menu' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(mainNav.filter((item) => !item.cta).map((item) => item.label));
    expect(within(dialog).getByRole('link', { name: 'Reach Us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
