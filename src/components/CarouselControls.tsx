import { ActionIcon, Group, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './CarouselControls.module.css';

interface StepButtonProps {
  label: string;
  atEnd: boolean;
  onClick: () => void;
  children: ReactNode;
}

// aria-disabled rather than disabled: at an end the button keeps its focus and is simply ignored (spec section 4).
function StepButton({ label, atEnd, onClick, children }: StepButtonProps) {
  return (
    <ActionIcon
      size="xl"
      radius="xl"
      variant="outline"
      className={classes.step}
      aria-label={label}
      aria-disabled={atEnd}
      data-at-end={atEnd || undefined}
      onClick={atEnd ? undefined : onClick}
    >
      {children}
    </ActionIcon>
  );
}

interface CarouselControlsProps {
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Whether there is nothing before or after what is shown: that button looks and acts disabled. */
  atStart: boolean;
  atEnd: boolean;
  /**
   * Which page of cards is in view, of how many, shown as how far along a track the visitor is: a
   * page is what one press of an arrow brings, as many cards as show at once. On a phone, with one
   * card a page, "1 / 14" read as a chore. Screen readers hear it from the carousel's own live region.
   */
  page: number;
  pages: number;
}

/**
 * Previous, where the visitor is, and next, centred under a carousel so that no arrow covers a
 * card. Every carousel on the site steps with these. Right to left, previous is on the right and
 * points there. With all its cards in view there is nothing to step to, and they keep their place unseen.
 */
export function CarouselControls({
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  atStart,
  atEnd,
  page,
  pages,
}: CarouselControlsProps) {
  const rightToLeft = useDirection().dir === 'rtl';
  const PreviousIcon = rightToLeft ? IconChevronRight : IconChevronLeft;
  const NextIcon = rightToLeft ? IconChevronLeft : IconChevronRight;
  return (
    <Group justify="center" gap="md" className={classes.controls} data-nothing-to-step={pages <= 1 || undefined}>
      <StepButton label={previousLabel} atEnd={atStart} onClick={onPrevious}>
        <PreviousIcon aria-hidden="true" />
      </StepButton>
      <span className={classes.track} aria-hidden="true" data-testid="carousel-position">
        <span className={classes.travelled} style={{ inlineSize: `${(page / pages) * 100}%` }} />
      </span>
      <StepButton label={nextLabel} atEnd={atEnd} onClick={onNext}>
        <NextIcon aria-hidden="true" />
      </StepButton>
    </Group>
  );
}
