import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo } from 'react';
import { getSendContactMessageMutationOptions } from '@/api/generated/leads/leads';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import { namedByPath, useValuesTypedEarly } from '@/lib/forms/valuesTypedEarly';
import { Columns } from '@/components/Columns';
import { PrivacyNote, SentConfirmation, SubmitButton } from '@/components/FormParts';
import panel from '@/components/Panel.module.css';
import classes from './ContactForm.module.css';
import { contactFieldOrder, contactSchema, emptyContact, type ContactValues } from './contactSchema';
import { EmailInput } from '@/components/EmailInput';
import {
  contactRequestEmailMax,
  contactRequestMessageMax,
  contactRequestNameMax,
  contactRequestSubjectMax,
} from '@/api/generated/model';

/** The contact message form: checked on submit, cleared on success, kept on failure. */
export function ContactForm({ initialValues = emptyContact }: { initialValues?: ContactValues }) {
  const { i18n, t } = useLingui();
  const schema = useMemo(() => contactSchema(i18n), [i18n]);
  const form = useForm<ContactValues>({
    name: 'contact',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    enhanceGetInputProps: namedByPath,
  });
  const takeValuesTypedEarly = useValuesTypedEarly(form);
  const { submit, sending, sent } = useFormSubmit(form, getSendContactMessageMutationOptions(), {
    draft: { name: 'contact', kept: ['name', 'email', 'subject', 'message'] },
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
      <form ref={takeValuesTypedEarly} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="contact-form-title">
            <Trans>Send us a message</Trans>
          </Title>
          <SentConfirmation shown={sent}>
            {/* The toast above says, in the API's words, when the reply comes: this says only what is left to do. */}
            <Trans>Message sent. To add anything, send another message below.</Trans>
          </SentConfirmation>
          <Columns cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Full name`}
              autoComplete="name"
              maxLength={contactRequestNameMax}
              {...form.getInputProps('name')}
            />
            <EmailInput label={t`Email`} maxLength={contactRequestEmailMax} {...form.getInputProps('email')} />
          </Columns>
          <TextInput label={t`Subject`} maxLength={contactRequestSubjectMax} {...form.getInputProps('subject')} />
          <Textarea
            label={t`Message`}
            rows={5}
            classNames={{ input: classes.message }}
            maxLength={contactRequestMessageMax}
            {...form.getInputProps('message')}
          />
          <SubmitButton busy={sending} className={classes.send}>
            <Trans>Send message</Trans>
          </SubmitButton>
          <PrivacyNote />
        </Stack>
      </form>
    </Paper>
  );
}
