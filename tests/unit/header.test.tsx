import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { STICKY_THRESHOLD } from '@/components/islands/HeaderShell';
import { mainNav } from '@/content/navigation';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('SiteHeader', () => {
  it('links the logo home and lists the main navigation with the current page marked', () => {
    render(<SiteHeader company={company} currentPath="/company/" />);
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
    const { container } = render(<SiteHeader company={company} currentPath="/" />);
    const header = container.querySelector('header');
    scrollTo(STICKY_THRESHOLD);
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(STICKY_THRESHOLD + 1);
    expect(header).toHaveAttribute('data-sticky', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('has a side menu the browser opens itself: popover panel with the same links and Reach Us', () => {
    render(<SiteHeader company={company} currentPath="/" />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('role', 'dialog');
    const side = within(panel!).getByRole('navigation', { name: 'Side menu', hidden: true });
    expect(
      within(side)
        .getAllByRole('link', { hidden: true })
        .map((l) => l.textContent),
    ).toEqual(mainNav.filter((item) => !item.cta).map((item) => item.label));
    expect(within(panel!).getByRole('link', { name: 'Reach Us', hidden: true })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
    const close = within(panel!).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('popovertarget', panel!.id);
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('keeps Tab inside the open menu once hydrated', async () => {
    const user = userEvent.setup();
    render(<SiteHeader company={company} currentPath="/" />);
    const panel = document.getElementById('side-menu')!;
    expect(panel).toHaveAttribute('data-enhanced', 'true');
    const close = within(panel).getByRole('button', { name: 'Close menu', hidden: true });
    const reach = within(panel).getByRole('link', { name: 'Reach Us', hidden: true });
    reach.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(reach).toHaveFocus();
  });
});
