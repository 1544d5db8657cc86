import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useLocale } from '@/lib/i18n/useLocale';
import { formatCountdown } from './otpMachine';
import type { OtpChannel, OtpVerification } from './useOtpVerification';
import classes from './VerifiableField.module.css';

const codeLabel = { phone: msg`Code sent to your phone number`, email: msg`Code sent to your email` };
const verifiedLabel = { phone: msg`Phone number verified`, email: msg`Email verified` };
/** What the countdown in the field is for: the number or address stays locked until it ends (spec section 4). */
const countdownHint = {
  phone: msg`When the timer ends, you can change the number or ask for a new code`,
  email: msg`When the timer ends, you can change the address or ask for a new code`,
};

interface OtpFieldProps {
  /** The input whose phone number or e-mail address the code verifies. */
  what: OtpChannel;
  otp: OtpVerification;
}

/** The codes the VendorAccount calls send have six digits. */
const otpLength = 6;

// Screen readers hear the time left at these moments, not every second.
const announcedAt = new Set([60, 30, 10]);

/** The code field that appears after Generate OTP: a countdown and Verify, then disabled with a tick. */
export function OtpField({ what, otp }: OtpFieldProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (!otp.generated) return null;
  const { secondsLeft } = otp;
  const announced = !otp.verified && announcedAt.has(secondsLeft);
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <TextInput
        label={i18n._(codeLabel[what])}
        autoComplete="one-time-code"
        inputMode="numeric"
        // A code reads left to right in either edition, its countdown at its end.
        dir="ltr"
        description={otp.verified ? undefined : i18n._(countdownHint[what])}
        inputWrapperOrder={['label', 'input', 'description']}
        value={otp.code}
        disabled={otp.verified}
        // No maxLength: it would cut a pasted '123 456' to '123 45' before the spaces and dashes go.
        onChange={(event) => otp.setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, otpLength))}
        rightSection={
          otp.verified ? (
            <IconCircleCheckFilled size={22} color="#1e6b30" role="img" aria-label={i18n._(verifiedLabel[what])} />
          ) : (
            <Text size="sm" c="dimmed" aria-hidden="true">
              {formatCountdown(secondsLeft, locale)}
            </Text>
          )
        }
        rightSectionWidth={60}
        style={{ flex: 1 }}
      />
      {!otp.verified && (
        <Button
          className={classes.verify}
          onClick={otp.verify}
          loading={otp.verifying}
          disabled={otp.code.length < 4}
          // As Generate OTP: pale while it waits for the code, solid once pressing it is next.
          variant={otp.code.length < 4 ? 'light' : 'filled'}
        >
          <Trans>Verify</Trans>
        </Button>
      )}
      <VisuallyHidden aria-live="polite">
        {announced && (
          <Plural value={secondsLeft} one="# second left to enter the code" other="# seconds left to enter the code" />
        )}
      </VisuallyHidden>
    </Group>
  );
}
