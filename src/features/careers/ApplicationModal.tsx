import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { getApplyForJobMutationOptions } from '@/api/generated/careers/careers';
import type { Job } from '@/api/generated/model';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import { applicationSchema, emptyApplication, type ApplicationValues } from './applicationSchema';
import { CvUpload } from './CvUpload';

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
          <TextInput label="Full name" autoComplete="name" withAsterisk {...form.getInputProps('fulName')} />
          <Radio.Group label="Gender" withAsterisk {...form.getInputProps('gender')}>
            <Group mt={6}>
              <Radio value="Male" label="Male" />
              <Radio value="Female" label="Female" />
            </Group>
          </Radio.Group>
          <TextInput label="Date of birth" type="date" withAsterisk {...form.getInputProps('dob')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Current company"
              autoComplete="organization"
              withAsterisk
              {...form.getInputProps('company')}
            />
            <TextInput
              label="Current position"
              autoComplete="organization-title"
              withAsterisk
              {...form.getInputProps('position')}
            />
          </SimpleGrid>
          <TextInput label="Experience" placeholder="e.g. 5 years" withAsterisk {...form.getInputProps('experience')} />
          <CvUpload onUploaded={setCvPath} />
          <Button type="submit" size="md" loading={sending} disabled={!form.isValid() || !cvPath}>
            Submit application
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
