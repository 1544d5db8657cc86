import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { formatCountdown } from './otpMachine';
import type { OtpVerification } from './useOtpVerification';

interface OtpFieldProps {
  /** 'phone number' or 'email', as the visitor reads it. */
  what: string;
  otp: OtpVerification;
}

/** The codes the VendorAccount calls send have six digits. */
const otpLength = 6;

// Screen readers hear the time left at these moments, not every second.
const announcedAt = new Set([60, 30, 10]);

/** The code field that appears after Generate OTP: a countdown and Verify, then disabled with a tick. */
export function OtpField({ what, otp }: OtpFieldProps) {
  if (!otp.generated) return null;
  const announcement =
    !otp.verified && announcedAt.has(otp.secondsLeft) ? `${otp.secondsLeft} seconds left to enter the code` : '';
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label={`Code sent to your ${what}`}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={otp.code}
        disabled={otp.verified}
        // No maxLength: it would cut a pasted '123 456' to '123 45' before the spaces and dashes go.
        onChange={(event) => otp.setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, otpLength))}
        rightSection={
          otp.verified ? (
            <IconCircleCheckFilled
              size={22}
              color="#1e6b30"
              role="img"
              aria-label={`${what[0].toUpperCase()}${what.slice(1)} verified`}
            />
          ) : (
            <Text size="sm" c="dimmed" aria-hidden="true">
              {formatCountdown(otp.secondsLeft)}
            </Text>
          )
        }
        rightSectionWidth={60}
        style={{ flex: 1 }}
      />
      {!otp.verified && (
        <Button onClick={otp.verify} loading={otp.verifying} disabled={otp.code.length < 4} variant="light">
          Verify
        </Button>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Group>
  );
}
