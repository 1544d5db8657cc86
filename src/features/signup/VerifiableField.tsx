import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { OtpField } from './OtpField';
import type { OtpVerification } from './useOtpVerification';

interface VerifiableFieldProps {
  /** 'phone number' or 'email', as the visitor reads it. */
  what: string;
  otp: OtpVerification;
  canGenerate: boolean;
  /** The phone or e-mail input itself, read-only once a code has been asked for. */
  children: ReactNode;
}

/** A phone or e-mail input with its Generate OTP button, and the code field that follows it. */
export function VerifiableField({ what, otp, canGenerate, children }: VerifiableFieldProps) {
  return (
    <>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {children}
        {!otp.generated && (
          <Button
            mt={25}
            variant="light"
            onClick={otp.generate}
            loading={otp.generating}
            disabled={!canGenerate}
            aria-label={`Generate OTP for the ${what}`}
          >
            Generate OTP
          </Button>
        )}
      </Group>
      <OtpField what={what} otp={otp} />
    </>
  );
}
