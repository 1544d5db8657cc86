import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { getRequestDemoMutationOptions } from '@/api/generated/leads/leads';
import { PrivacyNote, SubmitButton } from '@/components/FormParts';
import { PopupFormFoot } from '@/components/PopupDialog';
import { UaePhoneInput } from '@/components/UaePhoneInput';
import { uaePhoneOfField } from '@/lib/uaePhone';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import { namedByPath, useValuesTypedEarly } from '@/lib/forms/valuesTypedEarly';
import {
  demoRequestFieldOrder,
  demoRequestSchema,
  emptyDemoRequest,
  type DemoRequestValues,
} from './demoRequestSchema';
import { demoRequestEmailMax, demoRequestMessageMax, demoRequestNameMax } from '@/api/generated/model';
import { EmailInput } from '@/components/EmailInput';
import { Columns } from '@/components/Columns';

interface DemoRequestFormProps {
  /** Closes the popup once the request is sent. */
  onSent: () => void;
  /** Stories show the form already filled in. */
  initialValues?: DemoRequestValues;
}

/**
 * Book a Demo: name, UAE phone, e-mail and message; a failed send keeps everything typed, and so
 * does hydration, for a visitor who opened the popup and typed before the scripts ran.
 */
export function DemoRequestForm({ onSent, initialValues = emptyDemoRequest }: DemoRequestFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<DemoRequestValues>({
    name: 'book-a-demo',
    initialValues,
    validate: schemaResolver(demoRequestSchema(i18n), { sync: true }),
    enhanceGetInputProps: namedByPath,
  });
  const takeValuesTypedEarly = useValuesTypedEarly(form, { phoneNumber: uaePhoneOfField });
  const { submit, sending } = useFormSubmit(form, getRequestDemoMutationOptions(), {
    draft: { name: 'book-a-demo', kept: ['name', 'phoneNumber', 'email', 'message'] },
    toRequest: (values) => ({
      data: {
        name: values.name.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber,
        message: values.message.trim(),
      },
    }),
    toastFirstInvalidOf: demoRequestFieldOrder,
    onSent,
  });

  return (
    <form ref={takeValuesTypedEarly} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">
          <Trans>Tell us how to reach you and a Webbee consultant will call you to schedule a live demo.</Trans>
        </Text>
        <TextInput label={t`Name`} autoComplete="name" maxLength={demoRequestNameMax} {...form.getInputProps('name')} />
        {/* Side by side from tablets up, so that on a laptop's window the whole form and its errors
            fit above the send button. */}
        <Columns cols={{ base: 1, sm: 2 }}>
          <UaePhoneInput label={t`Phone number`} {...form.getInputProps('phoneNumber')} />
          <EmailInput label={t`Email`} maxLength={demoRequestEmailMax} {...form.getInputProps('email')} />
        </Columns>
        <Textarea label={t`Message`} rows={3} maxLength={demoRequestMessageMax} {...form.getInputProps('message')} />
        <PopupFormFoot>
          <SubmitButton busy={sending}>
            <Trans>Book a Demo</Trans>
          </SubmitButton>
        </PopupFormFoot>
        <PrivacyNote />
      </Stack>
    </form>
  );
}
