import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Columns } from './Columns';
import classes from './ListSkeleton.module.css';

interface ListSkeletonProps {
  /** What is loading, for screen readers and the no-JavaScript note: 'blogs', 'jobs'. */
  what: string;
  children: ReactNode;
}

/**
 * Grey shapes of the final size while a list loads, so nothing moves when it lands; without
 * JavaScript the list never comes, and the page says so instead.
 */
export function ListSkeleton({ what, children }: ListSkeletonProps) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading ${what}`}>
      <noscript>
        <Text fw={700} mb="lg">
          <Trans>The {what} need JavaScript to load. Please turn it on in your browser to see them.</Trans>
        </Text>
      </noscript>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/**
 * An article card's shape: image, date line, one-line title, two lines of excerpt, Read More. Each
 * line's grey bar holds a blank line of the card's own type, so the shape is the card's height to the
 * pixel and nothing moves when the cards replace it.
 */
function ArticleCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} h="100%">
      <Skeleton radius={0} style={{ aspectRatio: '16 / 9' }} />
      <Stack gap="xs" p="lg" style={{ flex: 1 }}>
        <Skeleton w="60%">
          <Text fz="sm">&nbsp;</Text>
        </Skeleton>
        <Skeleton w="85%">
          <Text fz="h4" lh="h4" fw={700}>
            &nbsp;
          </Text>
        </Skeleton>
        <Skeleton style={{ flex: 1 }}>
          <Text>
            &nbsp;
            <br />
            &nbsp;
          </Text>
        </Skeleton>
        <Skeleton w={96}>
          <Text fw={700}>&nbsp;</Text>
        </Skeleton>
      </Stack>
    </Card>
  );
}

/**
 * The one row of article cards a carousel shows at each width (1 and the next's edge, 2 from 768 px,
 * 3 from 1024 px), and its controls' place, without a status of its own: the shape of a carousel
 * still to come.
 */
export function ArticleRowSkeleton() {
  return (
    <div className={classes.window} aria-hidden="true">
      <div className={classes.row}>
        <div>
          <ArticleCardSkeleton />
        </div>
        <div>
          <ArticleCardSkeleton />
        </div>
        <div className={classes.fromLaptop}>
          <ArticleCardSkeleton />
        </div>
      </div>
      <CarouselControlsPlace />
    </div>
  );
}

/** The place of a carousel's controls under its cards, kept while they are still to come. */
export function CarouselControlsPlace() {
  return <div className={classes.controlsPlace} />;
}

/**
 * A carousel of article cards still to come, with the status that names what is loading: a row of
 * card shapes of the carousel's height, so that nothing moves when the cards arrive.
 */
export function ArticleCarouselSkeleton({ what }: { what: string }) {
  return (
    <ListSkeleton what={what}>
      <ArticleRowSkeleton />
    </ListSkeleton>
  );
}

/** A page of article cards in the list's own grid. */
export function ArticleGridSkeleton({ what, count }: { what: string; count: number }) {
  return (
    <ListSkeleton what={what}>
      <Columns cols={{ base: 1, sm: 2, md: 3 }} gap="lg">
        {Array.from({ length: count }, (_, index) => (
          <ArticleCardSkeleton key={index} />
        ))}
      </Columns>
    </ListSkeleton>
  );
}

/** A row of the job list: title, two lines of excerpt, date and place. */
export function JobRowsSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="md">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Skeleton h={22} w="70%" />
          <Skeleton h={14} mt="sm" />
          <Skeleton h={14} w="80%" mt={6} />
          <Group gap="md" mt="sm">
            <Skeleton h={14} w={90} />
            <Skeleton h={14} w={70} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
