import { render, screen, within } from '@testing-library/react';
import { Carousel } from '@/components/islands/Carousel';
import {
  carouselCss,
  layoutAt,
  layoutRanges,
  nextLinks,
  toSwiperOptions,
} from '@/components/islands/carousel-config';
import { aboutTestimonialCarousel, singleTestimonialDotsCarousel } from './fixtures/shared-items';

describe('carousel config mapping', () => {
  it('passes the spec numbers through to Swiper, filling breakpoint gaps from the default', () => {
    const options = toSwiperOptions(aboutTestimonialCarousel);
    expect(options).toMatchObject({ slidesPerView: 2, spaceBetween: 30, speed: 300, loop: true });
    expect(options.breakpoints).toEqual({
      320: { slidesPerView: 1, spaceBetween: 30 },
      640: { slidesPerView: 1, spaceBetween: 30 },
      768: { slidesPerView: 2, spaceBetween: 20 },
      1024: { slidesPerView: 2, spaceBetween: 25 },
      1142: { slidesPerView: 2, spaceBetween: 30 },
    });
  });

  it('turns transitions off under reduced motion', () => {
    expect(toSwiperOptions(aboutTestimonialCarousel, true).speed).toBe(0);
  });

  it.each([
    [300, 2, 30],
    [375, 1, 30],
    [768, 2, 20],
    [1100, 2, 25],
    [1280, 2, 30],
  ])('at %ipx shows %i per view with a %ipx gap', (width, perView, gap) => {
    expect(layoutAt(aboutTestimonialCarousel, width)).toEqual({
      slidesPerView: perView,
      spaceBetween: gap,
    });
  });

  it('splits the viewport widths into the ranges of each layout', () => {
    expect(layoutRanges(aboutTestimonialCarousel).map(({ from, to }) => [from, to])).toEqual([
      [0, 320],
      [320, 640],
      [640, 768],
      [768, 1024],
      [1024, 1142],
      [1142, undefined],
    ]);
  });

  it('writes the pre-Swiper slide widths for each breakpoint', () => {
    const css = carouselCss('x', aboutTestimonialCarousel, 4);
    expect(css).toContain(
      '@media (min-width:768px){#x .swiper:not(.swiper-initialized) .swiper-slide{width:calc((100% - 20px) / 2);margin-right:20px}}',
    );
    expect(css.startsWith('#x .swiper:not(.swiper-initialized) .swiper-slide{')).toBe(true);
  });

  it('points "Next slide" at the first slide after those in view, one link per layout', () => {
    // 2 per view below 320 px and from 768 px (next: the third slide), 1 per view in between.
    const links = nextLinks(aboutTestimonialCarousel, 4);
    expect(links.map(({ slide, ranges }) => [slide, ranges.map((r) => r.from)])).toEqual([
      [2, [0, 768, 1024, 1142]],
      [1, [320, 640]],
    ]);
    const css = carouselCss('x', aboutTestimonialCarousel, 4);
    // Each link is hidden where the other one applies.
    expect(css).toContain(
      '@media (min-width:320px) and (max-width:639.98px){#x [data-next="2"]{display:none}}',
    );
    expect(css).toContain('@media (min-width:1142px){#x [data-next="1"]{display:none}}');
    expect(css).toContain('@media (max-width:319.98px){#x [data-next="1"]{display:none}}');
  });

  it('needs one "Next slide" link when every width shows the same number', () => {
    expect(nextLinks(singleTestimonialDotsCarousel, 5)).toHaveLength(1);
    expect(carouselCss('x', singleTestimonialDotsCarousel, 5)).not.toContain('data-next');
  });

  it('never points past the last slide', () => {
    const links = nextLinks({ ...aboutTestimonialCarousel, breakpoints: undefined }, 2);
    expect(links.map((link) => link.slide)).toEqual([1]);
  });
});

describe('Carousel server markup', () => {
  function renderQuotes() {
    return render(
      <Carousel
        id="quotes"
        label="Customer quotes"
        config={{ ...aboutTestimonialCarousel, pagination: true }}
        previousIcon={<span>‹</span>}
        nextIcon={<span>›</span>}
      >
        <p>First</p>
        <p>Second</p>
        <p>Third</p>
        <p>Fourth</p>
      </Carousel>,
    );
  }

  it('is a labelled carousel group of labelled slides, each with an id to link to', () => {
    renderQuotes();
    const region = screen.getByRole('group', { name: 'Customer quotes' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { name: /of 4$/ });
    expect(slides.map((slide) => [slide.id, slide.getAttribute('aria-label')])).toEqual([
      ['quotes-slide-1', '1 of 4'],
      ['quotes-slide-2', '2 of 4'],
      ['quotes-slide-3', '3 of 4'],
      ['quotes-slide-4', '4 of 4'],
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('is a keyboard-focusable strip, the same markup Swiper takes over', () => {
    renderQuotes();
    const strip = screen.getByRole('group', { name: 'Slides' });
    expect(strip).toHaveClass('swiper');
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(strip.firstElementChild).toHaveClass('swiper-wrapper');
    expect(strip.firstElementChild?.children[0]).toHaveClass('swiper-slide');
  });

  it('has previous, next and pagination controls that are links to the slides', () => {
    renderQuotes();
    // Looping: previous from the first slide is the last one, as once Swiper runs.
    expect(screen.getByRole('link', { name: 'Previous slide' })).toHaveAttribute(
      'href',
      '#quotes-slide-4',
    );
    // One next link per slides-per-view layout; CSS shows the one for the current width.
    expect(
      screen.getAllByRole('link', { name: 'Next slide' }).map((link) => link.getAttribute('href')),
    ).toEqual(['#quotes-slide-3', '#quotes-slide-2']);
    const dots = screen.getAllByRole('link', { name: /^Show slide \d of 4$/ });
    expect(dots.map((dot) => dot.getAttribute('href'))).toEqual([
      '#quotes-slide-1',
      '#quotes-slide-2',
      '#quotes-slide-3',
      '#quotes-slide-4',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('points previous at the first slide when the carousel does not loop', () => {
    render(
      <Carousel
        id="steps"
        label="Steps"
        config={{ ...aboutTestimonialCarousel, loop: false }}
        previousIcon="‹"
        nextIcon="›"
      >
        <p>One</p>
        <p>Two</p>
        <p>Three</p>
      </Carousel>,
    );
    expect(screen.getByRole('link', { name: 'Previous slide' })).toHaveAttribute(
      'href',
      '#steps-slide-1',
    );
  });
});
