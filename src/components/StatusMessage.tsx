import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';

interface EmptyStateProps {
  title: string;
  description: string;
}

/** A list with nothing in it. */
export function EmptyState({ title, description }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <IconInbox size={48} stroke={1.4} color="var(--mantine-color-brand-7)" aria-hidden="true" />
      <Title order={3}>{title}</Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'the blogs'. */
  what: string;
  onRetry: () => void;
}

/** A call that failed: say so and offer to try again, never a blank page or a spinner forever. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="alert">
      <IconAlertTriangle size={48} stroke={1.4} color="var(--mantine-color-red-8)" aria-hidden="true" />
      <Title order={3}>We couldn't load {what}</Title>
      <Text c="dimmed">Please check your connection and try again.</Text>
      <Button onClick={onRetry} mt="sm">
        Retry
      </Button>
    </Stack>
  );
}
