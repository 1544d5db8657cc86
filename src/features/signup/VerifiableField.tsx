import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { OtpField } from './OtpField';
import type { OtpChannel, OtpVerification } from './useOtpVerification';
import classes from './VerifiableField.module.css';

const generateLabel = {
  phone: msg`Generate OTP for the phone number`,
  email: msg`Generate OTP for the email`,
};

interface VerifiableFieldProps {
  /** The input whose phone number or e-mail address the code verifies. */
  what: OtpChannel;
  otp: OtpVerification;
  canGenerate: boolean;
  /** The phone or e-mail input itself, read-only once a code has been asked for. */
  children: ReactNode;
}

/** A phone or e-mail input with its Generate OTP button, and the code field that follows it. */
export function VerifiableField({ what, otp, canGenerate, children }: VerifiableFieldProps) {
  const { i18n } = useLingui();
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
            aria-label={i18n._(generateLabel[what])}
          >
            <Trans>Generate OTP</Trans>
          </Button>
        )}
      </div>
      <OtpField what={what} otp={otp} />
    </>
  );
}
