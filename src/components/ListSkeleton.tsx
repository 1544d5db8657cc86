import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Columns } from './Columns';

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

/** An article card's shape: image, date line, one-line title, two lines of excerpt, Read More. */
function ArticleCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} h="100%">
      <Skeleton h={190} radius={0} />
      <Stack gap="xs" p="lg">
        <Skeleton h={14} w="60%" />
        <Skeleton h={22} w="85%" mt={4} />
        <Skeleton h={14} />
        <Skeleton h={14} w="90%" />
        <Skeleton h={16} w={96} mt={6} />
      </Stack>
    </Card>
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
