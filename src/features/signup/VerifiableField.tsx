import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input } from '@mantine/core';
import type { ReactNode } from 'react';
import { OtpField } from './OtpField';
import type { OtpChannel, OtpVerification } from './useOtpVerification';
import classes from './VerifiableField.module.css';

const generateLabel = {
  phone: msg`Generate OTP for the phone number`,
  email: msg`Generate OTP for the email`,
};

/** Why Generate OTP waits, and what it will do once it can be pressed. */
const generateHint = {
  phone: {
    waiting: msg`Enter your number to get a 6-digit code`,
    ready: msg`We’ll text a 6-digit code to this number`,
  },
  email: { waiting: msg`Enter your email to get a code`, ready: msg`We’ll email a code to this address` },
};

interface VerifiableFieldProps {
  /** The input whose phone number or e-mail address the code verifies. */
  what: OtpChannel;
  otp: OtpVerification;
  canGenerate: boolean;
  /** The field holds a whole number or an address: the hint says what the button will do, not what it waits for. */
  entered: boolean;
  /** The field shows an error, which says what it needs: the hint gives way to it. */
  invalid: boolean;
  /** The phone or e-mail input itself, read-only once a code has been asked for. */
  children: ReactNode;
}

/**
 * A phone or e-mail input with its Generate OTP button and a line saying what the button waits for
 * or does, then the code field that follows it.
 */
export function VerifiableField({ what, otp, canGenerate, entered, invalid, children }: VerifiableFieldProps) {
  const { i18n } = useLingui();
  // Fixed rather than useId's: a page has one sign-up form (#signup-form), and the Arabic pages have few bytes to spare.
  const hintId = `signup-${what}-hint`;
  const hint = generateHint[what];
  return (
    <>
      <div className={classes.field} data-locked={otp.generated || undefined}>
        <div>{children}</div>
        {!otp.generated && (
          <>
            {/* Before the button, so that on a phone, where the button goes under the input, it stays by its field. */}
            {!invalid && (
              <Input.Description id={hintId} className={classes.hint}>
                {i18n._(entered ? hint.ready : hint.waiting)}
              </Input.Description>
            )}
            <Button
              className={classes.generate}
              // Pale while it waits for the number, solid once pressing it is the next thing to do.
              variant={canGenerate ? 'filled' : 'light'}
              onClick={otp.generate}
              loading={otp.generating}
              disabled={!canGenerate}
              aria-label={i18n._(generateLabel[what])}
              aria-describedby={invalid ? undefined : hintId}
            >
              <Trans>Generate OTP</Trans>
            </Button>
          </>
        )}
      </div>
      <OtpField what={what} otp={otp} />
    </>
  );
}
