import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileInput, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadFile } from '@/api/generated/careers/careers';
import { cvProblem, cvRules } from './applicationSchema';

interface CvUploadProps {
  /** Called with the stored path once the upload succeeds, and with null when the file is removed. */
  onUploaded: (cvPath: string | null) => void;
}

/** The chosen file's name in its own direction: a Latin name reads left to right on an Arabic page. */
function ChosenFileName({ value }: { value: File | File[] | null }) {
  return (
    <Text component="div" inherit truncate>
      <bdi>{value instanceof File ? value.name : null}</bdi>
    </Text>
  );
}

/** Picks a CV, checks its type and size before sending, uploads it and shows its name. */
export function CvUpload({ onUploaded }: CvUploadProps) {
  const { i18n, t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor>();
  const [uploadedName, setUploadedName] = useState<string>();
  const upload = useUploadFile();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUploadedName(undefined);
    onUploaded(null);
    if (!chosen) return setProblem(undefined);
    const rejected = cvProblem(chosen);
    setProblem(rejected);
    if (rejected) return;
    upload.mutate(
      { data: { file: chosen } },
      {
        onSuccess: (response) => {
          setUploadedName(chosen.name);
          onUploaded(response.Result);
        },
        onError: () => setProblem(msg`The upload failed. Something went wrong. Please try again.`),
      },
    );
  };

  const description = upload.isPending ? (
    <Trans>Uploading your CV…</Trans>
  ) : uploadedName ? (
    <Trans>
      <bdi>{uploadedName}</bdi> is uploaded and goes with your application
    </Trans>
  ) : (
    <Trans>PDF, DOC or DOCX, up to 5 MB</Trans>
  );

  return (
    <FileInput
      label={t`CV`}
      withAsterisk
      placeholder={t`Choose your CV`}
      accept={cvRules.accept}
      value={file}
      onChange={choose}
      valueComponent={ChosenFileName}
      clearable
      clearButtonProps={{ 'aria-label': t`Remove the CV` }}
      error={problem && i18n._(problem)}
      description={description}
      leftSection={<IconFileUpload size={18} aria-hidden="true" />}
      rightSection={
        upload.isPending ? (
          <Loader size="xs" aria-hidden="true" />
        ) : uploadedName ? (
          <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-label={t`CV uploaded`} role="img" />
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
