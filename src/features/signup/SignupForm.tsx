import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Paper, PasswordInput, Stack, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { SentConfirmation, SubmitButton } from '@/components/FormParts';
import panel from '@/components/Panel.module.css';
import { UaePhoneInput } from '@/components/UaePhoneInput';
import { editions } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import { isOtpPhoneLength, uaePhoneOfField } from '@/lib/uaePhone';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import { namedByPath, useValuesTypedEarly } from '@/lib/forms/valuesTypedEarly';
import { audiences, registeredMessage, type Audience } from './audiences';
import { registrationRefusal, signupErrorMessage } from './signupErrorMessage';
import { emptySignup, signupSchema, toRegistration, type SignupValues } from './signupSchema';
import { SuccessModal } from './SuccessModal';
import { useOtpVerification, type OtpChannel } from './useOtpVerification';
import { VerifiableField } from './VerifiableField';
import {
  registrationRequestNameAsPerTradeLicenseMax,
  registrationRequestPasswordMax,
  registrationRequestPasswordMin,
} from '@/api/generated/model';
import { EmailInput } from '@/components/EmailInput';

/**
 * The spec's success modal delay and submitting flag auto-clear (section 9): the modal opens 300 ms
 * after success; submitting clears within 2 s.
 */
export const successModalDelayMs = 300;
export const submittingClearMs = 2000;

/** A phone or e-mail input once its code is asked for: read-only, and marked so beyond its colour. */
const lockedWhile = (generated: boolean) =>
  generated ? { readOnly: true, rightSection: <IconLock size={16} aria-hidden="true" /> } : {};

interface SignupFormProps {
  audience: Audience;
  initialValues?: SignupValues;
}

/** The seller and the customer sign-up: one form, told its audience. Checked on submit only. */
export function SignupForm({ audience, initialValues = emptySignup }: SignupFormProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const { formTitle, nameLabel, registration, portalUrl, nextStep } = audiences[audience];
  const schema = useMemo(() => signupSchema(i18n), [i18n]);
  const form = useForm<SignupValues>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    enhanceGetInputProps: namedByPath,
  });
  const takeValuesTypedEarly = useValuesTypedEarly(form, { phoneNumber: uaePhoneOfField });
  const [submitting, setSubmitting] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const [activeOtp, setActiveOtp] = useState<OtpChannel | null>(null);
  const marker = { active: activeOtp, setActive: setActiveOtp };
  const { phoneNumber, email } = form.getValues();
  const phoneOtp = useOtpVerification('phone', phoneNumber, marker);
  const emailOtp = useOtpVerification('email', email, marker);
  // A count, not a flag: each registration starts the modal and submitting timers afresh.
  const [registrations, setRegistrations] = useState(0);
  useEffect(() => {
    if (registrations === 0) return;
    const openModal = setTimeout(() => setSuccessOpen(true), successModalDelayMs);
    const clearSubmitting = setTimeout(() => setSubmitting(false), submittingClearMs);
    return () => {
      clearTimeout(openModal);
      clearTimeout(clearSubmitting);
    };
  }, [registrations]);

  const fieldError = (field: keyof SignupValues) => form.isTouched(field) && !!form.errors[field];
  const phoneEntered = !fieldError('phoneNumber') && isOtpPhoneLength(phoneNumber);
  const emailEntered = !fieldError('email') && email.trim() !== '';
  const canGeneratePhoneOtp = phoneEntered && activeOtp === null;
  const canGenerateEmailOtp = emailEntered && activeOtp === null;

  const { submit, sent } = useFormSubmit(form, registration(), {
    // Never the password; the codes and their verification live outside the form's values.
    draft: { name: `signup-${audience}`, kept: ['legalName', 'phoneNumber', 'email', 'termsAndConditions'] },
    toRequest: (values) => ({ data: toRegistration(values) }),
    successMessage: i18n._(registeredMessage),
    refusalMessage: (response) => registrationRefusal(response, i18n),
    errorMessage: (error) => signupErrorMessage(error, i18n),
    onSend: () => setSubmitting(true),
    onSent: () => {
      phoneOtp.reset();
      emailOtp.reset();
      setRegistrations((count) => count + 1);
    },
    onFailed: () => setSubmitting(false),
  });

  return (
    <Paper withBorder radius="lg" className={panel.panel} id="signup-form">
      <form ref={takeValuesTypedEarly} onSubmit={submit} noValidate aria-labelledby="signup-form-title">
        <Stack gap="md">
          <Title order={2} id="signup-form-title">
            {i18n._(formTitle)}
          </Title>
          <SentConfirmation shown={sent}>{i18n._(nextStep)}</SentConfirmation>
          <TextInput
            label={i18n._(nameLabel)}
            autoComplete="organization"
            maxLength={registrationRequestNameAsPerTradeLicenseMax}
            {...form.getInputProps('legalName')}
          />
          <VerifiableField
            what="phone"
            otp={phoneOtp}
            canGenerate={canGeneratePhoneOtp}
            entered={phoneEntered}
            invalid={!!form.errors.phoneNumber}
          >
            <UaePhoneInput
              label={t`Phone number`}
              {...form.getInputProps('phoneNumber')}
              {...lockedWhile(phoneOtp.generated)}
            />
          </VerifiableField>
          <VerifiableField
            what="email"
            otp={emailOtp}
            canGenerate={canGenerateEmailOtp}
            entered={emailEntered}
            invalid={!!form.errors.email}
          >
            <EmailInput label={t`Email`} {...form.getInputProps('email')} {...lockedWhile(emailOtp.generated)} />
          </VerifiableField>
          <PasswordInput
            label={t`Password`}
            // Under the field, as the Generate OTP hints are; an error there says it already.
            description={form.errors.password ? undefined : t`At least ${registrationRequestPasswordMin} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
            maxLength={registrationRequestPasswordMax}
            {...form.getInputProps('password')}
          />
          <Checkbox
            // The terms open beside the form, which keeps its password and verified codes.
            label={
              <Trans>
                I agree to the{' '}
                <Anchor href={`${editions[locale].base}/termsandconditions`} target="_blank" inherit>
                  terms and conditions
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
              </Trans>
            }
            {...form.getInputProps('termsAndConditions', { type: 'checkbox' })}
          />
          <SubmitButton busy={submitting}>
            <Trans>Create my account</Trans>
          </SubmitButton>
        </Stack>
      </form>
      <SuccessModal opened={successOpen} onClose={() => setSuccessOpen(false)} portalUrl={portalUrl} />
    </Paper>
  );
}
