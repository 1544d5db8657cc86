import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { getApplyForJobMutationOptions } from '@/api/generated/careers/careers';
import type { Job } from '@/api/generated/model';
import { Columns } from '@/components/Columns';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import { applicationSchema, emptyApplication, type ApplicationValues } from './applicationSchema';
import { CvUpload } from './CvUpload';
import {
  jobApplicationCompanyMax,
  jobApplicationExperienceMax,
  jobApplicationFulNameMax,
  jobApplicationPositionMax,
} from '@/api/generated/model';

/** The fields as the visitor reads their labels, in the form's order, to say what is still missing. */
const fieldLabels: [keyof ApplicationValues, string][] = [
  ['fulName', 'Full name'],
  ['gender', 'Gender'],
  ['dob', 'Date of birth'],
  ['company', 'Current company'],
  ['position', 'Current position'],
  ['experience', 'Experience'],
];

const listOf = new Intl.ListFormat('en-GB', { type: 'conjunction' });

interface ApplicationModalProps {
  job: Job;
  opened: boolean;
  onClose: () => void;
  initialValues?: ApplicationValues;
}

/** The application popup: errors show under a field once it is touched; Submit waits for a valid form and a CV. */
export default function ApplicationModal({
  job,
  opened,
  onClose,
  initialValues = emptyApplication,
}: ApplicationModalProps) {
  const form = useForm<ApplicationValues>({
    initialValues,
    validate: schemaResolver(applicationSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [cvPath, setCvPath] = useState<string | null>(null);
  // Spec section 3: the application carries the garageId the browser has stored. Read once after
  // mount, since the server renders without storage; a ref, since only the submit needs it.
  const garageId = useRef<string | null>(null);
  useEffect(() => {
    garageId.current = window.localStorage.getItem('garageId');
  }, []);
  const { submit, sending } = useFormSubmit(form, getApplyForJobMutationOptions(), {
    toRequest: (values) => ({
      data: {
        fulName: values.fulName.trim(),
        gender: values.gender as 'Male' | 'Female',
        dob: values.dob,
        company: values.company.trim(),
        position: values.position.trim(),
        experience: values.experience.trim(),
        jobId: job.Id,
        garageId: garageId.current,
        cvPath: cvPath ?? '',
      },
    }),
    onSent: onClose,
  });

  // Submit stays disabled until all is there (spec section 4); this says what is still missing.
  const missingFields = fieldLabels.filter(([field]) => !form.isValid(field)).map(([, label]) => label);
  const missing = [...missingFields, ...(cvPath ? [] : ['your CV'])];
  // A list of six fields says less than the asterisks do; a short list names each.
  const stillNeeded =
    missingFields.length > 2
      ? `To submit, fill in every field marked *${cvPath ? '' : ' and add your CV'}.`
      : `To submit, still needed: ${listOf.format(missing)}.`;
  // Clicking a text field's label puts the visitor in the field, and leaving it shows its error;
  // the Gender label does the same for the first choice, without choosing it.
  const firstGender = useRef<HTMLInputElement>(null);
  const genderError = Boolean(form.errors.gender);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Apply for ${job.Title}`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close the application' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text c="dimmed">{job.Location}</Text>
          <TextInput
            label="Full name"
            autoComplete="name"
            withAsterisk
            maxLength={jobApplicationFulNameMax}
            {...form.getInputProps('fulName')}
          />
          <Radio.Group
            label="Gender"
            withAsterisk
            labelProps={{ onClick: () => firstGender.current?.focus() }}
            {...form.getInputProps('gender')}
          >
            <Group mt={6}>
              <Radio ref={firstGender} value="Male" label="Male" error={genderError} />
              <Radio value="Female" label="Female" error={genderError} />
            </Group>
          </Radio.Group>
          <TextInput label="Date of birth" type="date" withAsterisk {...form.getInputProps('dob')} />
          <Columns cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Current company"
              autoComplete="organization"
              withAsterisk
              maxLength={jobApplicationCompanyMax}
              {...form.getInputProps('company')}
            />
            <TextInput
              label="Current position"
              autoComplete="organization-title"
              withAsterisk
              maxLength={jobApplicationPositionMax}
              {...form.getInputProps('position')}
            />
          </Columns>
          <TextInput
            label="Experience"
            placeholder="e.g. 5 years"
            withAsterisk
            maxLength={jobApplicationExperienceMax}
            {...form.getInputProps('experience')}
          />
          <CvUpload onUploaded={setCvPath} />
          <Button
            type="submit"
            size="md"
            loading={sending}
            disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? 'application-missing' : undefined}
          >
            Submit application
          </Button>
          {missing.length > 0 && (
            <Text id="application-missing" size="sm" c="dimmed" mt={-8}>
              {stillNeeded}
            </Text>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
