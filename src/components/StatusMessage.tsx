import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';

/**
 * The message's heading level in the page's outline: 2 where it stands right under the page's h1,
 * 3 inside a titled section, so that no level is skipped.
 */
type HeadingOrder = 2 | 3;

interface EmptyStateProps {
  title: string;
  description: string;
  headingOrder?: HeadingOrder;
}

/** A list with nothing in it. */
export function EmptyState({ title, description, headingOrder = 3 }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <IconInbox size={48} stroke={1.4} color="var(--mantine-color-brand-7)" aria-hidden="true" />
      <Title order={headingOrder} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the blogs'. */
  what: string;
  onRetry: () => void;
  headingOrder?: HeadingOrder;
}

/** A call that failed: say so and offer to try again, never a blank page or a spinner forever. */
export function LoadError({ what, onRetry, headingOrder = 3 }: LoadErrorProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="alert">
      <IconAlertTriangle size={48} stroke={1.4} color="var(--mantine-color-red-8)" aria-hidden="true" />
      <Title order={headingOrder} size="h3">
        <Trans>We couldn't load {what}</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>The problem may be on our side or with your connection. Please try again in a moment.</Trans>
      </Text>
      <Button onClick={onRetry} mt="sm">
        <Trans>Retry</Trans>
      </Button>
    </Stack>
  );
}
