import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Loader, Paper, Text, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { editions } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';

interface SubmitButtonProps extends Pick<ButtonProps, 'className'> {
  /** While the form's call is out: the button says so and takes no second press. */
  busy: boolean;
  /** Not yet pressable, for a form that waits for more (shown in the one disabled look, global.css). */
  disabled?: boolean;
  'aria-describedby'?: string;
  children: ReactNode;
}

/**
 * Every form's send button, so that all of them are busy the same way: a spinner beside
 * 'Loading...' (the spec's words for the contact form), which a screen reader reads as its name.
 */
export function SubmitButton({ busy, disabled = false, children, ...rest }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="md"
      disabled={busy || disabled}
      data-busy={busy || undefined}
      leftSection={busy ? <Loader size="1em" color="currentColor" aria-hidden="true" /> : undefined}
      {...rest}
    >
      {busy ? <Trans>Loading...</Trans> : children}
    </Button>
  );
}

/**
 * What a sent form says in its place once the success toast (which closes after 3 s) has gone, so
 * that the cleared form does not leave the visitor wondering whether it went: what happens next,
 * rather than the toast's words again.
 */
export function SentConfirmation({ shown, children }: { shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  // A plain panel rather than Mantine's Alert, whose code the pages with a form do not load otherwise.
  return (
    <Paper role="status" withBorder bg="green.0" p="sm" style={{ borderColor: 'var(--mantine-color-green-3)' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm">{children}</Text>
      </Group>
    </Paper>
  );
}

/**
 * Under the send button of a form that asks for someone's details: what becomes of them, as the
 * privacy policy says, and the policy itself, in a new tab so that what was typed stays.
 */
export function PrivacyNote() {
  const locale = useLocale();
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        We use your details to answer you and never sell them.{' '}
        <Anchor href={`${editions[locale].base}/privacypolicy`} target="_blank" inherit>
          Privacy Policy
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      </Trans>
    </Text>
  );
}
