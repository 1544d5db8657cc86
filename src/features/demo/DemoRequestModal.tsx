import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { getRequestDemoMutationOptions } from '@/api/generated/leads/leads';
import { SubmitButton } from '@/components/FormParts';
import { UaePhoneInput } from '@/components/UaePhoneInput';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import {
  demoRequestFieldOrder,
  demoRequestSchema,
  emptyDemoRequest,
  type DemoRequestValues,
} from './demoRequestSchema';
import { demoRequestEmailMax, demoRequestMessageMax, demoRequestNameMax } from '@/api/generated/model';

interface DemoRequestModalProps {
  opened: boolean;
  onClose: () => void;
  /** Stories show the form already filled in. */
  initialValues?: DemoRequestValues;
}

/** Book a Demo: name, UAE phone, e-mail and message; a failed send keeps everything typed. */
export default function DemoRequestModal({ opened, onClose, initialValues = emptyDemoRequest }: DemoRequestModalProps) {
  const { t, i18n } = useLingui();
  const form = useForm<DemoRequestValues>({
    name: 'book-a-demo',
    initialValues,
    validate: schemaResolver(demoRequestSchema(i18n), { sync: true }),
  });
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
    onSent: onClose,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Book a Demo`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close Book a Demo` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">
            <Trans>Tell us how to reach you and a Webbee consultant will call you to schedule a live demo.</Trans>
          </Text>
          <TextInput
            label={t`Name`}
            autoComplete="name"
            maxLength={demoRequestNameMax}
            {...form.getInputProps('name')}
          />
          <UaePhoneInput
            label={t`Phone number`}
            description={t`UAE numbers only`}
            {...form.getInputProps('phoneNumber')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="email"
            // An address reads left to right in the Arabic edition too.
            dir="ltr"
            maxLength={demoRequestEmailMax}
            {...form.getInputProps('email')}
          />
          <Textarea label={t`Message`} rows={3} maxLength={demoRequestMessageMax} {...form.getInputProps('message')} />
          <SubmitButton busy={sending}>
            <Trans>Book a Demo</Trans>
          </SubmitButton>
        </Stack>
      </form>
    </Modal>
  );
}
