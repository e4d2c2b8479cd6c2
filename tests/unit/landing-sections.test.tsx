import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionStack } from '@/components/layout/SectionStack';
import type { Section } from '@/content/types';
import { fintechPartnerLogos } from './fixtures/shared-items';
import { articles } from '@/content/load/news-posts';
import { testimonialCarouselUpToThree } from './fixtures/shared-items';
import { companyFacts } from '@/content/load/company-facts';

const company = companyFacts();

// The shared landing-page sections (logos, videoPromo, people, countdown, appDownload, featureTabs,
// CallToAction stats, NewsCards carousel) rendered from content the way pages use them.

function renderSections(...sections: Section[]) {
  return render(<SectionStack company={company} sections={sections} />);
}

/** Lets the carousel fetch Swiper and start, as it does once it nears the viewport. */
async function swiperStarted(carousel: HTMLElement) {
  await waitFor(() => expect(carousel.querySelector('.swiper-initialized')).not.toBeNull());
}

describe('logos', () => {
  it('shows a labelled list of logos, each named by its alt text', () => {
    renderSections({
      type: 'logos',
      id: 'startups',
      title: 'Fintech teams lending on Finorbit',
      tone: 'light',
      logos: fintechPartnerLogos,
    });
    const region = screen.getByRole('region', { name: 'Fintech teams lending on Finorbit' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Fintech teams lending on Finorbit',
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(fintechPartnerLogos.length);
    for (const logo of fintechPartnerLogos) {
      expect(within(region).getByRole('img', { name: logo.alt })).toHaveAttribute(
        'src',
        expect.stringContaining(logo.src),
      );
    }
    expect(within(region).queryByRole('group')).toBeNull();
  });

  it('becomes a carousel of labelled slides with previous and next buttons when asked', async () => {
    renderSections({
      type: 'logos',
      id: 'sponsors',
      title: 'Our sponsors',
      tone: 'dark',
      logos: fintechPartnerLogos,
      carousel: { slidesPerView: 2, spaceBetween: 16, speed: 700, loop: true, navigation: true },
    });
    const carousel = screen.getByRole('group', { name: 'Our sponsors' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(
      within(carousel).getByRole('group', { name: `1 of ${fintechPartnerLogos.length}` }),
    ).toHaveAttribute('aria-roledescription', 'slide');
    // Links to the slides in the server HTML (two per view: next is the third slide) ...
    expect(within(carousel).getByRole('link', { name: 'Next slide' })).toHaveAttribute(
      'href',
      '#sponsors-carousel-slide-3',
    );
    expect(within(carousel).getByRole('link', { name: 'Previous slide' })).toHaveAttribute(
      'href',
      `#sponsors-carousel-slide-${fintechPartnerLogos.length}`,
    );
    expect(within(carousel).getByRole('img', { name: 'Kanakpay' })).toBeInTheDocument();
    // ... that Swiper takes over as its navigation buttons.
    await swiperStarted(carousel);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });
});

describe('videoPromo', () => {
  it('has a heading, its points and a video link that loads nothing before the click', async () => {
    const user = userEvent.setup();
    const { container } = renderSections({
      type: 'videoPromo',
      id: 'tour',
      eyebrow: 'Product tour',
      title: 'See a loan go from application to sanction',
      lead: 'Four minutes with the loan origination screens.',
      tone: 'dark',
      video: { youtubeId: 'abc123', label: 'Watch the tour' },
      points: ['eKYC and CKYC in one flow', 'CIBIL report pulled automatically'],
    });
    const region = screen.getByRole('region', {
      name: 'See a loan go from application to sanction',
    });
    expect(within(region).getByText('CIBIL report pulled automatically')).toBeInTheDocument();
    const button = within(region).getByRole('link', { name: 'Watch the tour' });
    expect(button).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(container.ownerDocument.querySelector('iframe')).toBeNull();
    await user.click(button);
    const frame = await screen.findByTitle('Watch the tour');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123/,
    );
  });
});

describe('people', () => {
  it('gives every person an h3 with their role, a portrait with alt or decorative initials', () => {
    renderSections({
      type: 'people',
      id: 'speakers',
      title: 'Speakers',
      tone: 'light',
      people: [
        { name: 'Anita Rao', role: 'Chief Risk Officer', bio: 'On co-lending books.' },
        {
          name: 'Founder',
          role: 'CEO, Finorbit',
          avatar: {
            src: '/images/people/founder.svg',
            alt: 'Portrait of the founder',
            width: 96,
            height: 96,
          },
        },
      ],
    });
    const region = screen.getByRole('region', { name: 'Speakers' });
    const names = within(region).getAllByRole('heading', { level: 3 });
    expect(names.map((heading) => heading.textContent)).toEqual(['Anita Rao', 'Founder']);
    expect(within(region).getByText('Chief Risk Officer')).toBeInTheDocument();
    expect(within(region).getByText('On co-lending books.')).toBeInTheDocument();
    expect(
      within(region).getByRole('img', { name: 'Portrait of the founder' }),
    ).toBeInTheDocument();
    // The initials avatar is hidden from assistive technology: the name is written beside it.
    expect(within(region).getAllByRole('img')).toHaveLength(1);
    expect(region.querySelector('svg[aria-hidden="true"]')).toHaveTextContent('AR');
  });
});

describe('countdown', () => {
  it('shows fixed values as a description list, label then value, and its call to action', () => {
    renderSections({
      type: 'countdown',
      id: 'countdown',
      title: 'Lending Summit starts in',
      tone: 'dark',
      target: 'Doors open 22 November, 9:00 IST',
      units: [
        { value: '36', label: 'Days' },
        { value: '19', label: 'Hours' },
        { value: '48', label: 'Minutes' },
        { value: '16', label: 'Seconds' },
      ],
      cta: { label: 'Register Now', href: '/signup/' },
    });
    const region = screen.getByRole('region', { name: 'Lending Summit starts in' });
    expect(within(region).getByText('Doors open 22 November, 9:00 IST')).toBeInTheDocument();
    const terms = within(region).getAllByRole('term');
    const values = within(region).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(values.map((value) => value.textContent)).toEqual(['36', '19', '48', '16']);
    expect(within(region).getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/signup\/?$/),
    );
  });
});

describe('appDownload', () => {
  it('draws one store badge link per store, named by the store', () => {
    renderSections({
      type: 'appDownload',
      id: 'apps',
      title: 'Get the Finorbit apps',
      lead: 'Collections in the field, approvals on the go.',
      tone: 'dark',
      stores: [
        { store: 'appStore', href: '/contact/' },
        { store: 'playStore', href: '/contact/' },
        { store: 'windows', href: '/request-for-demo/' },
      ],
    });
    const region = screen.getByRole('region', { name: 'Get the Finorbit apps' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(within(region).getByRole('link', { name: /Download on the App Store/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\/?$/),
    );
    expect(within(region).getByRole('link', { name: /Get it on Google Play/ })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Get it for Windows/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/request-for-demo\/?$/),
    );
  });
});

describe('featureTabs', () => {
  it('shows the first panel, then switches to the clicked tab with its own heading and link', async () => {
    const user = userEvent.setup();
    renderSections({
      type: 'featureTabs',
      id: 'tech',
      title: 'What we build',
      tone: 'light',
      tabs: [
        {
          label: 'Web Design',
          title: 'Branch portals',
          paragraphs: ['Portals for members to see loans and deposits.'],
        },
        {
          label: 'App Development',
          title: 'Field collection apps',
          paragraphs: ['Offline-first apps for field officers.'],
          points: ['Works without network'],
          cta: { label: 'See products', href: '/products/' },
        },
      ],
    });
    const region = screen.getByRole('region', { name: 'What we build' });
    const tablist = within(region).getByRole('tablist', { name: 'What we build' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Web Design', 'App Development']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('Branch portals');

    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const panel = within(region).getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('App Development');
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Field collection apps',
    );
    expect(within(panel).getByText('Works without network')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See products' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/products\/?$/),
    );

    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(within(region).getByRole('tabpanel')).toHaveTextContent('Branch portals');
  });
});

describe('callToAction stats', () => {
  it('announces each counter as a term and its value', () => {
    renderSections({
      type: 'callToAction',
      id: 'numbers',
      title: 'Payments at scale',
      lead: 'Our UPI rails by the numbers.',
      primary: { label: 'Get Started', href: '/contact/' },
      tone: 'dark',
      stats: [
        { value: '32k', label: 'Daily Transaction' },
        { value: '2.3K', label: 'Seller' },
        { value: '12b+', label: 'Success Payment' },
      ],
    });
    const region = screen.getByRole('region', { name: 'Payments at scale' });
    const terms = within(region).getAllByRole('term');
    const values = within(region).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Daily Transaction',
      'Seller',
      'Success Payment',
    ]);
    expect(values.map((value) => value.textContent)).toEqual(['32k', '2.3K', '12b+']);
    expect(within(region).getByRole('link', { name: 'Get Started' })).toHaveClass('btn-light');
  });

  it('has no counters when none are given', () => {
    renderSections({
      type: 'callToAction',
      id: 'plain',
      title: 'Talk to us',
      lead: 'We reply within 24 hours.',
      primary: { label: 'Reach Us', href: '/contact/' },
      tone: 'soft',
    });
    expect(screen.queryByRole('term')).toBeNull();
  });
});

describe('newsCards carousel', () => {
  it('puts one card per slide in a labelled carousel and keeps the link to all news', async () => {
    const latest = articles().slice(0, 4);
    renderSections({
      type: 'newsCards',
      id: 'blog',
      title: 'From our blog',
      tone: 'light',
      articles: latest,
      more: { label: 'Read all news', href: '/news/' },
      carousel: testimonialCarouselUpToThree,
    });
    const region = screen.getByRole('region', { name: 'From our blog' });
    const carousel = within(region).getByRole('group', { name: 'From our blog' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    for (const [index, article] of latest.entries()) {
      const slide = within(carousel).getByRole('group', { name: `${index + 1} of 4` });
      expect(within(slide).getByText(article.title)).toBeInTheDocument();
    }
    expect(within(region).getByRole('link', { name: 'Read all news' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/news\/?$/),
    );
    // One next link per slides-per-view layout (1, 2, 3); CSS shows the one for the width.
    expect(
      within(carousel)
        .getAllByRole('link', { name: 'Next slide' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#blog-carousel-slide-2', '#blog-carousel-slide-3', '#blog-carousel-slide-4']);
    await swiperStarted(carousel);
  });
});
