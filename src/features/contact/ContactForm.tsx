import { Button, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { getSendContactMessageMutationOptions } from '@/api/generated/leads/leads';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import { Columns } from '@/components/Columns';
import panel from '@/components/Panel.module.css';
import classes from './ContactForm.module.css';
import { contactFieldOrder, contactSchema, emptyContact, type ContactValues } from './contactSchema';
import {
  contactRequestEmailMax,
  contactRequestMessageMax,
  contactRequestNameMax,
  contactRequestSubjectMax,
} from '@/api/generated/model';

/** The contact message form: checked on submit, cleared on success, kept on failure. */
export function ContactForm({ initialValues = emptyContact }: { initialValues?: ContactValues }) {
  const form = useForm<ContactValues>({ initialValues, validate: schemaResolver(contactSchema, { sync: true }) });
  const { submit, sending } = useFormSubmit(form, getSendContactMessageMutationOptions(), {
    toRequest: (values) => ({
      data: {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      },
    }),
    toastFirstInvalidOf: contactFieldOrder,
  });

  return (
    <Paper withBorder radius="lg" className={panel.panel}>
      <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="contact-form-title">
            Send us a message
          </Title>
          <Columns cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Full name"
              autoComplete="name"
              maxLength={contactRequestNameMax}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={contactRequestEmailMax}
              {...form.getInputProps('email')}
            />
          </Columns>
          <TextInput label="Subject" maxLength={contactRequestSubjectMax} {...form.getInputProps('subject')} />
          <Textarea label="Message" rows={5} maxLength={contactRequestMessageMax} {...form.getInputProps('message')} />
          <Button type="submit" size="md" className={classes.send} disabled={sending}>
            {sending ? 'Loading...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
