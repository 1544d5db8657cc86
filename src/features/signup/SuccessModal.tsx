import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { Link } from 'wouter';
import { IconBadge } from '@/components/IconBadge';

interface SuccessModalProps {
  opened: boolean;
  onClose: () => void;
  /** The vendor or customer-client portal. */
  portalUrl: string;
}

/** After sign-up: congratulations, home, or on to the portal in a new tab. Page scrolling is locked while open. */
export function SuccessModal({ opened, onClose, portalUrl }: SuccessModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t`Congratulations!`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      lockScroll
    >
      <Stack align="center" ta="center" gap="md" pb="md">
        <IconBadge size={64} background="green-8">
          <IconConfetti size={36} />
        </IconBadge>
        <Text size="lg">
          <Trans>Your account has been created successfully</Trans>
        </Text>
        <Group justify="center">
          <Button component={Link} href="/" variant="outline" onClick={onClose}>
            <Trans>Return to Homepage</Trans>
          </Button>
          <Button component="a" href={portalUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Go to Portal</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
