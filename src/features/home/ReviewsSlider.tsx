import { ActionIcon, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconQuote } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Testimonial } from '@/content/home';

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
  const review = reviews[index];
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
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={820} mx="auto">
        <Stack
          gap="md"
          aria-live="polite"
          role="group"
          aria-roledescription="slide"
          aria-label={`Review ${index + 1} of ${reviews.length}`}
        >
          <IconQuote size={36} color="var(--mantine-color-honey-7)" aria-hidden="true" />
          <Text size="lg" lineClamp={expanded ? undefined : 4} data-testid="review-comment">
            {review.comment}
          </Text>
          <Button
            variant="subtle"
            px={0}
            w="fit-content"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
          >
            {expanded ? 'Show less' : 'Read more'}
          </Button>
          <Group gap="md">
            <Avatar src={review.picture} alt="" size={56} radius="xl" />
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
