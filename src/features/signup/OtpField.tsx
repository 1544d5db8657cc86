import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { formatCountdown } from './otpMachine';
import type { OtpVerification } from './useOtpVerification';

interface OtpFieldProps {
  /** 'phone number' or 'email', as the visitor reads it. */
  what: string;
  otp: OtpVerification;
}

// Screen readers hear the time left at these moments, not every second.
const announcedAt = new Set([60, 30, 10]);

/** The code field that appears after Generate OTP: a countdown, Verify, then a tick. */
export function OtpField({ what, otp }: OtpFieldProps) {
  if (!otp.generated) return null;
  if (otp.verified) {
    return (
      <Group gap={6} c="#1e6b30">
        <IconCircleCheckFilled size={20} role="img" aria-label={`${what[0].toUpperCase()}${what.slice(1)} verified`} />
        <Text size="sm" fw={600} aria-hidden="true">
          Verified
        </Text>
      </Group>
    );
  }
  const announcement = announcedAt.has(otp.secondsLeft) ? `${otp.secondsLeft} seconds left to enter the code` : '';
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={`Code sent to your ${what}`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={otp.code}
        onChange={(event) => otp.setCode(event.currentTarget.value.replace(/\D/g, ''))}
        rightSection={
          <Text size="sm" c="dimmed" aria-hidden="true">
            {formatCountdown(otp.secondsLeft)}
          </Text>
        }
        rightSectionWidth={60}
        style={{ flex: 1 }}
      />
      <Button onClick={otp.verify} loading={otp.verifying} disabled={otp.code.length < 4} variant="light">
        Verify
      </Button>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Group>
  );
}
