import { render, screen, within } from '@testing-library/react';
import { Carousel } from '@/components/ui/Carousel';
import { layoutAt, preInitCss, toSwiperOptions } from '@/components/ui/carousel-config';
import { aboutTestimonialCarousel } from '@/content/shared/carousels';

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

  it('writes pre-hydration CSS for each breakpoint', () => {
    const css = preInitCss('x', aboutTestimonialCarousel);
    expect(css).toContain(
      '@media (min-width:768px){#x .swiper:not(.swiper-initialized) .swiper-slide{width:calc((100% - 20px) / 2)',
    );
    expect(css.match(/@media/g)).toHaveLength(5);
  });
});

describe('Carousel', () => {
  it('is a labelled carousel group of labelled slides with previous and next buttons', () => {
    render(
      <Carousel
        id="quotes"
        label="Customer quotes"
        config={aboutTestimonialCarousel}
        previousIcon={<span>‹</span>}
        nextIcon={<span>›</span>}
      >
        <p>First</p>
        <p>Second</p>
        <p>Third</p>
      </Carousel>,
    );
    const region = screen.getByRole('group', { name: 'Customer quotes' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
