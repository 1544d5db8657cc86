import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { getApplyForJobMutationOptions } from '@/api/generated/careers/careers';
import type { Job } from '@/api/generated/model';
import { Columns } from '@/components/Columns';
import { dateOfBirthIso } from './dateOfBirth';
import { PrivacyNote, SubmitButton } from '@/components/FormParts';
import { PopupFormFoot } from '@/components/PopupDialog';
import { useFormSubmit } from '@/lib/forms/useFormSubmit';
import { namedByPath, useValuesTypedEarly } from '@/lib/forms/valuesTypedEarly';
import { editions } from '@/lib/i18n/locales';
import { useLocale } from '@/lib/i18n/useLocale';
import { applicationSchema, emptyApplication, type ApplicationValues } from './applicationSchema';
import { CvUpload } from './CvUpload';
import {
  jobApplicationCompanyMax,
  jobApplicationExperienceMax,
  jobApplicationFulNameMax,
  jobApplicationPositionMax,
} from '@/api/generated/model';

/** The fields' labels, in the form's order, which is also the order the note names what is still missing in. */
const fieldLabels: Record<keyof ApplicationValues, MessageDescriptor> = {
  fulName: msg`Full name`,
  gender: msg`Gender`,
  dob: msg`Date of birth`,
  company: msg`Current company`,
  position: msg`Current position`,
  experience: msg`Experience`,
};
const fieldsInOrder = Object.keys(fieldLabels) as (keyof ApplicationValues)[];

interface ApplicationFormProps {
  job: Job;
  /** Closes the popup once the application is sent. */
  onSent: () => void;
  initialValues?: ApplicationValues;
}

/**
 * The application: errors show under a field once it is touched; Submit waits for a valid form
 * and a CV. What was typed or chosen before the scripts ran is kept as they take over.
 */
export function ApplicationForm({ job, onSent, initialValues = emptyApplication }: ApplicationFormProps) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const label = (field: keyof ApplicationValues) => i18n._(fieldLabels[field]);
  const schema = useMemo(() => applicationSchema(i18n), [i18n]);
  const form = useForm<ApplicationValues>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
    enhanceGetInputProps: namedByPath,
  });
  const takeValuesTypedEarly = useValuesTypedEarly(form);
  const [cvPath, setCvPath] = useState<string | null>(null);
  // The spec's job application (section 3) carries the garageId the browser has stored. Read once
  // after mount, since the server renders without storage; a ref, since only the submit needs it.
  const garageId = useRef<string | null>(null);
  useEffect(() => {
    garageId.current = window.localStorage.getItem('garageId');
  }, []);
  const { submit, sending } = useFormSubmit(form, getApplyForJobMutationOptions(), {
    // The CV is a file the visitor chooses again; everything else they typed is kept.
    draft: { name: 'job-application', kept: ['fulName', 'gender', 'dob', 'company', 'position', 'experience'] },
    toRequest: (values) => ({
      data: {
        fulName: values.fulName.trim(),
        gender: values.gender as 'Male' | 'Female',
        dob: dateOfBirthIso(values.dob)!,
        company: values.company.trim(),
        position: values.position.trim(),
        experience: values.experience.trim(),
        jobId: job.Id,
        garageId: garageId.current,
        cvPath: cvPath ?? '',
      },
    }),
    onSent,
  });

  // Submit stays disabled until all is there (the spec's application popup, section 4: valid form
  // and a CV); this says what is still missing.
  const missingFields = fieldsInOrder.filter((field) => !form.isValid(field)).map(label);
  const yourCv = t({
    message: 'your CV',
    comment: 'Ends the list of what is still missing: Gender, Experience and your CV',
  });
  const missing = cvPath ? missingFields : [...missingFields, yourCv];
  const missingList = new Intl.ListFormat(editions[locale].intl, { type: 'conjunction' }).format(missing);
  // A list of six fields says less than the asterisks do; a short list names each.
  const stillNeeded =
    missingFields.length <= 2
      ? t`To submit, still needed: ${missingList}.`
      : cvPath
        ? t`To submit, fill in every field marked *.`
        : t`To submit, fill in every field marked * and add your CV.`;
  // Clicking a text field's label puts the visitor in the field, and leaving it shows its error;
  // the Gender label does the same for the first choice, without choosing it.
  const firstGender = useRef<HTMLInputElement>(null);
  const genderError = Boolean(form.errors.gender);

  return (
    <form ref={takeValuesTypedEarly} onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{job.Location}</Text>
        <TextInput
          label={label('fulName')}
          autoComplete="name"
          withAsterisk
          maxLength={jobApplicationFulNameMax}
          {...form.getInputProps('fulName')}
        />
        <Radio.Group
          label={label('gender')}
          withAsterisk
          labelProps={{ onClick: () => firstGender.current?.focus() }}
          {...form.getInputProps('gender')}
        >
          <Group mt={6}>
            <Radio ref={firstGender} value="Male" label={t`Male`} error={genderError} />
            <Radio value="Female" label={t`Female`} error={genderError} />
          </Group>
        </Radio.Group>
        {/* Typed, not the browser's date picker, whose format follows the browser's language rather than the page's. */}
        <TextInput
          label={label('dob')}
          placeholder={t`DD/MM/YYYY`}
          autoComplete="bday"
          withAsterisk
          {...form.getInputProps('dob')}
        />
        <Columns cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={label('company')}
            autoComplete="organization"
            withAsterisk
            maxLength={jobApplicationCompanyMax}
            {...form.getInputProps('company')}
          />
          <TextInput
            label={label('position')}
            autoComplete="organization-title"
            withAsterisk
            maxLength={jobApplicationPositionMax}
            {...form.getInputProps('position')}
          />
        </Columns>
        <TextInput
          label={label('experience')}
          placeholder={t`e.g. 5 years`}
          withAsterisk
          maxLength={jobApplicationExperienceMax}
          {...form.getInputProps('experience')}
        />
        <CvUpload onUploaded={setCvPath} />
        <PopupFormFoot>
          <SubmitButton
            busy={sending}
            disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? 'application-missing' : undefined}
          >
            <Trans>Submit application</Trans>
          </SubmitButton>
          {missing.length > 0 && (
            <Text id="application-missing" size="sm" c="dimmed">
              {stillNeeded}
            </Text>
          )}
        </PopupFormFoot>
        <PrivacyNote />
      </Stack>
    </form>
  );
}
