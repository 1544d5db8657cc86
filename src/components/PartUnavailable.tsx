import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import classes from './PartUnavailable.module.css';

interface PartUnavailableProps {
  /** The part's code did not arrive, as opposed to the part breaking once it had. */
  loadFailed: boolean;
  onRetry: () => void;
  /**
   * `block` in a section's place, `compact` in a small panel, `floating` over the page in place of
   * the toasts, with focus on Retry since the visitor had just acted.
   */
  variant?: 'block' | 'compact' | 'floating';
}

/** A part of the page that didn't load or broke: a plain message and Retry, never the error itself. */
export function PartUnavailable({ loadFailed, onRetry, variant = 'block' }: PartUnavailableProps) {
  const retryButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (variant === 'floating') retryButton.current?.focus();
  }, [variant]);

  const compact = variant === 'compact';
  const message = (
    <Stack align="center" gap={compact ? 4 : 'xs'} py={variant === 'block' ? 'xl' : 0} ta="center" role="alert">
      {!compact && <IconAlertTriangle size={40} stroke={1.4} color="var(--mantine-color-red-8)" aria-hidden="true" />}
      <Text fw={700} size={compact ? 'sm' : 'md'}>
        {loadFailed ? (
          <Trans>This part of the page didn't load.</Trans>
        ) : (
          <Trans>This part of the page stopped working.</Trans>
        )}
      </Text>
      {!compact && (
        <Text c="dimmed">
          {loadFailed ? <Trans>Check your connection and try again.</Trans> : <Trans>Please try again.</Trans>}
        </Text>
      )}
      <Group gap="sm" mt={compact ? 0 : 'xs'}>
        <Button ref={retryButton} onClick={onRetry} size={compact ? 'xs' : 'sm'}>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Stack>
  );
  if (variant !== 'floating') return message;
  return (
    <Paper className={classes.floating} withBorder radius="lg" p="lg">
      {message}
    </Paper>
  );
}
