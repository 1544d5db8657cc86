import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Paper, Stack, Text, useDirection } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { CarouselControls } from '@/components/CarouselControls';
import { Portrait } from '@/components/visuals/Portrait';
import type { Testimonial } from '@/content/home';
import panel from '@/components/Panel.module.css';
import classes from './ReviewsSlider.module.css';

/** One review at a time; previous does nothing on the first and next nothing on the last. */
export function ReviewsSlider({ reviews }: { reviews: Testimonial[] }) {
  const { i18n, t } = useLingui();
  const rightToLeft = useDirection().dir === 'rtl';
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  // Until the comment is measured in the page, offer Read More: the server cannot know the width.
  const [clamped, setClamped] = useState(true);
  const comment = useRef<HTMLParagraphElement>(null);
  const mounted = useRef(false);
  const review = reviews[index];

  useLayoutEffect(() => {
    const element = comment.current;
    if (!element || expanded) return;
    const measure = () => {
      // Without a layout (hidden, or a DOM that lays nothing out) there is nothing to measure.
      if (element.clientHeight === 0) return;
      setClamped(element.scrollHeight > element.clientHeight + 1);
    };
    // A review the visitor steps to is measured before it is painted. On the first render, the
    // observer's first report measures it once the browser has laid the page out: measuring here
    // would make the browser lay out the whole page in the middle of hydration.
    if (mounted.current) measure();
    mounted.current = true;
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
  const position = index + 1;
  const count = reviews.length;
  const commenter = i18n._(review.commenter);

  return (
    <section aria-roledescription={t`carousel`} aria-label={t`Customer reviews`}>
      <Paper withBorder radius="lg" className={panel.panel}>
        <Stack
          gap="md"
          className={classes.review}
          aria-live="polite"
          role="group"
          aria-roledescription={t`slide`}
          aria-label={t`Review ${position} of ${count}`}
        >
          {/* An opening quote mark faces the text it opens. */}
          <IconQuote
            size={36}
            color="var(--mantine-color-honey-7)"
            aria-hidden="true"
            style={rightToLeft ? { transform: 'scaleX(-1)' } : undefined}
          />
          <Text ref={comment} size="lg" maw="65ch" lineClamp={expanded ? undefined : 4} data-testid="review-comment">
            {i18n._(review.comment)}
          </Text>
          {/* Styled as the site's links are, as the article cards' Read More: a frameless button read as neither link nor button. */}
          {(clamped || expanded) && (
            <Anchor
              component="button"
              type="button"
              fw={700}
              w="fit-content"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
            >
              {expanded ? t`Show Less` : t`Read More`}
            </Anchor>
          )}
          <Group gap="md" wrap="nowrap" className={classes.reviewer} data-testid="reviewer">
            <Portrait src={review.picture} name={commenter} alt="" variant="avatar" size={56} />
            <div>
              <Text fw={700}>{commenter}</Text>
              <Text size="sm" c="dimmed">
                {i18n._(review.designation)}
              </Text>
            </div>
          </Group>
        </Stack>
      </Paper>
      <CarouselControls
        previousLabel={t`Previous review`}
        nextLabel={t`Next review`}
        onPrevious={() => goTo(index - 1)}
        onNext={() => goTo(index + 1)}
        atStart={index === 0}
        atEnd={index === reviews.length - 1}
        page={position}
        pages={count}
      />
    </section>
  );
}
