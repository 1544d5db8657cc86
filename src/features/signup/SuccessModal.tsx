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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title="Congratulations!"
      closeButtonProps={{ 'aria-label': 'Close' }}
      lockScroll
    >
      <Stack align="center" ta="center" gap="md" pb="md">
        <IconBadge size={64} background="green-8">
          <IconConfetti size={36} />
        </IconBadge>
        <Text size="lg">Your account has been created successfully</Text>
        <Group justify="center">
          <Button component={Link} href="/" variant="outline" onClick={onClose}>
            Return to Homepage
          </Button>
          <Button component="a" href={portalUrl} target="_blank" rel="noopener noreferrer">
            Go to Portal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
