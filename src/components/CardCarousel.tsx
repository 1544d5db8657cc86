import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import type { ReactNode } from 'react';

interface CardCarouselProps {
  /** What the carousel shows, for screen readers. */
  label: string;
  slides: { key: string | number; content: ReactNode }[];
  /** Width of one slide per breakpoint; the default shows 1 card, 2 from 768 px and 3 from 1024 px. */
  slideSize?: Record<string, string>;
  loop?: boolean;
}

const oneTwoThree = { base: '100%', sm: '50%', md: '33.3333%' };

/** Cards side by side with previous and next controls; loaded lazily, as Home shows it below the fold. */
export default function CardCarousel({ label, slides, slideSize = oneTwoThree, loop = false }: CardCarouselProps) {
  return (
    <Carousel
      aria-label={label}
      aria-roledescription="carousel"
      slideSize={slideSize}
      slideGap="lg"
      emblaOptions={{ align: 'start', loop, slidesToScroll: 1 }}
      controlsOffset="xs"
      controlSize={40}
      previousControlProps={{ 'aria-label': `Previous ${label}` }}
      nextControlProps={{ 'aria-label': `Next ${label}` }}
    >
      {slides.map((slide) => (
        <Carousel.Slide key={slide.key}>{slide.content}</Carousel.Slide>
      ))}
    </Carousel>
  );
}
