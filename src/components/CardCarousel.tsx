import { useLingui } from '@lingui/react/macro';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { useDirection, VisuallyHidden } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CarouselControls } from './CarouselControls';
import classes from './CardCarousel.module.css';

interface CardCarouselProps {
  /** What the carousel shows, for screen readers. */
  label: string;
  slides: { key: string | number; content: ReactNode }[];
  /**
   * Width of one slide per breakpoint; the default shows 1 card with the edge of the next, 2 from
   * 768 px and 3 from 1024 px.
   */
  slideSize?: Record<string, string>;
  loop?: boolean;
  /**
   * From 1024 px the slide size puts every card in view: there the cards stand still, with no
   * controls, as a row has nothing to step to. The choice is the caller's, who knows how many cards
   * there are, so that the page is laid out right before the carousel has measured anything.
   */
  wholeFromLaptop?: boolean;
}

// On a phone the next card shows at the edge, so that the row reads as one to swipe through.
const oneTwoThree = { base: '85%', sm: '50%', md: '33.3333%' };

/** The theme's md breakpoint, 1024 px, where CardCarousel.module.css hides the controls of a carousel seen whole. */
const laptopUp = '(min-width: 64em)';

/**
 * Cards side by side with previous and next controls under them, clear of the cards; loaded lazily,
 * as Home shows it below the fold. Mantine hands embla the direction of the page, so in Arabic the
 * cards run from the right and "next" points left.
 */
export default function CardCarousel({
  label,
  slides,
  slideSize = oneTwoThree,
  loop = false,
  wholeFromLaptop = false,
}: CardCarouselProps) {
  const { t } = useLingui();
  const { dir } = useDirection();
  const embla = useRef<EmblaCarouselType | null>(null);
  const [position, setPosition] = useState({ page: 0, pages: 0, atStart: true, atEnd: true });

  // Mantine announces 'Slide 1 of 3' in English only; this carousel says where it is in the page's language
  // instead, as it names itself and its slides, and in pages of cards, as its arrows step.
  const follow = (api: EmblaCarouselType) => {
    if (embla.current === api) return;
    embla.current = api;
    const update = () =>
      setPosition({
        page: api.selectedScrollSnap() + 1,
        pages: api.scrollSnapList().length,
        atStart: !api.canScrollPrev(),
        atEnd: !api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
  };
  const { page, pages, atStart, atEnd } = position;

  // Mantine's own keys send ArrowRight to the next card whatever the direction; in Arabic the next card is on the left.
  const onKeyDown = (event: KeyboardEvent) => {
    const api = embla.current;
    if (!api) return;
    const towardsNext = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const towardsPrevious = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === towardsNext) api.scrollNext();
    else if (event.key === towardsPrevious) api.scrollPrev();
    else if (event.key === 'Home') api.scrollTo(0);
    else if (event.key === 'End') api.scrollTo(api.scrollSnapList().length - 1);
    else return;
    event.preventDefault();
  };

  // One box, so that a Stack's gap around the carousel does not come between its cards and its controls.
  return (
    <div data-whole-from-laptop={wholeFromLaptop || undefined} className={classes.root}>
      <Carousel
        classNames={{ root: classes.carousel }}
        aria-label={label}
        aria-roledescription={t`carousel`}
        slideSize={slideSize}
        slideGap="lg"
        // A press of an arrow brings the next cards that fit, a page, so that the counter can count pages.
        emblaOptions={{
          align: 'start',
          loop,
          slidesToScroll: 'auto',
          breakpoints: wholeFromLaptop ? { [laptopUp]: { active: false } } : undefined,
        }}
        getEmblaApi={follow}
        withKeyboardEvents={false}
        onKeyDown={onKeyDown}
        withControls={false}
      >
        {slides.map((slide) => (
          <Carousel.Slide key={slide.key} aria-roledescription={t`slide`} aria-label={t`Carousel slide`}>
            {slide.content}
          </Carousel.Slide>
        ))}
      </Carousel>
      <div className={classes.steps}>
        <CarouselControls
          previousLabel={t`Previous ${label}`}
          nextLabel={t`Next ${label}`}
          onPrevious={() => embla.current?.scrollPrev()}
          onNext={() => embla.current?.scrollNext()}
          atStart={atStart}
          atEnd={atEnd}
          page={page}
          pages={pages}
        />
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {pages > 0 && t`Page ${page} of ${pages}`}
        </VisuallyHidden>
      </div>
    </div>
  );
}
