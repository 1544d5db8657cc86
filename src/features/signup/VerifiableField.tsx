import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { OtpField } from './OtpField';
import type { OtpVerification } from './useOtpVerification';
import classes from './VerifiableField.module.css';

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
      <div className={classes.field}>
        <div className={classes.input}>{children}</div>
        {!otp.generated && (
          <Button
            className={classes.generate}
            variant="light"
            onClick={otp.generate}
            loading={otp.generating}
            disabled={!canGenerate}
            aria-label={`Generate OTP for the ${what}`}
          >
            Generate OTP
          </Button>
        )}
      </div>
      <OtpField what={what} otp={otp} />
    </>
  );
}
