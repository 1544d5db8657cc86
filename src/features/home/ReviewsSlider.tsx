import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Portrait } from '@/components/visuals/Portrait';
import type { Testimonial } from '@/content/home';
import panel from '@/components/Panel.module.css';

interface StepButtonProps {
  label: string;
  atEnd: boolean;
  onClick: () => void;
  children: ReactNode;
}

// aria-disabled rather than disabled: at the ends the button keeps its focus and is simply ignored (spec section 4).
function StepButton({ label, atEnd, onClick, children }: StepButtonProps) {
  return (
    <ActionIcon
      size="xl"
      radius="xl"
      variant="outline"
      aria-label={label}
      aria-disabled={atEnd}
      data-disabled={atEnd || undefined}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
}

/** One review at a time; previous does nothing on the first and next nothing on the last. */
export function ReviewsSlider({ reviews }: { reviews: Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  // Until the comment is measured in the page, offer Read more: the server cannot know the width.
  const [clamped, setClamped] = useState(true);
  const comment = useRef<HTMLParagraphElement>(null);
  const review = reviews[index];

  useLayoutEffect(() => {
    const element = comment.current;
    if (!element || expanded) return;
    const measure = () => {
      // Without a layout (hidden, or a DOM that lays nothing out) there is nothing to measure.
      if (element.clientHeight === 0) return;
      setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [index, expanded]);

  if (!review) return null;

  const goTo = (next: number) => {
    if (next < 0 || next >= reviews.length) return;
    setIndex(next);
    setExpanded(false);
  };
  const atFirst = index === 0;
  const atLast = index === reviews.length - 1;

  return (
    <section aria-roledescription="carousel" aria-label="Customer reviews">
      <Paper withBorder radius="lg" className={panel.panel} maw={820} mx="auto">
        <Stack
          gap="md"
          aria-live="polite"
          role="group"
          aria-roledescription="slide"
          aria-label={`Review ${index + 1} of ${reviews.length}`}
        >
          <IconQuote size={36} color="var(--mantine-color-honey-7)" aria-hidden="true" />
          <Text ref={comment} size="lg" lineClamp={expanded ? undefined : 4} data-testid="review-comment">
            {review.comment}
          </Text>
          {(clamped || expanded) && (
            <Button
              variant="subtle"
              px={0}
              w="fit-content"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
            >
              {expanded ? 'Show less' : 'Read more'}
            </Button>
          )}
          <Group gap="md" wrap="nowrap">
            <Portrait src={review.picture} name={review.commenter} alt="" variant="avatar" size={56} />
            <div>
              <Text fw={700}>{review.commenter}</Text>
              <Text size="sm" c="dimmed">
                {review.designation}
              </Text>
            </div>
          </Group>
        </Stack>
      </Paper>
      <Group justify="center" mt="lg" gap="md">
        <StepButton label="Previous review" atEnd={atFirst} onClick={() => goTo(index - 1)}>
          <IconChevronLeft aria-hidden="true" />
        </StepButton>
        <Text size="sm" c="dimmed" aria-hidden="true">
          {index + 1} / {reviews.length}
        </Text>
        <StepButton label="Next review" atEnd={atLast} onClick={() => goTo(index + 1)}>
          <IconChevronRight aria-hidden="true" />
        </StepButton>
      </Group>
    </section>
  );
}
