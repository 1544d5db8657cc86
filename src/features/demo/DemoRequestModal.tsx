import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { getRequestDemoMutationOptions } from '@/api/generated/leads/leads';
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
  const form = useForm<DemoRequestValues>({
    initialValues,
    validate: schemaResolver(demoRequestSchema, { sync: true }),
  });
  const { submit, sending } = useFormSubmit(form, getRequestDemoMutationOptions(), {
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
      title="Book a Demo"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close Book a Demo' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">
            Tell us how to reach you and a Webbee consultant will call you to schedule a live demo.
          </Text>
          <TextInput label="Name" autoComplete="name" maxLength={demoRequestNameMax} {...form.getInputProps('name')} />
          <UaePhoneInput label="Phone number" description="UAE numbers only" {...form.getInputProps('phoneNumber')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={demoRequestEmailMax}
            {...form.getInputProps('email')}
          />
          <Textarea label="Message" rows={3} maxLength={demoRequestMessageMax} {...form.getInputProps('message')} />
          <Button type="submit" loading={sending} size="md">
            Book a Demo
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
